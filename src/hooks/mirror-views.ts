// Joins mirror rows with what they refer to by id (author cards, the member's likes) through live queries of their own.
import { useLiveQuery } from './use-live-query';
import { useMemo, useState } from 'react';
import type { LocalComment, LocalLike, LocalMember, LocalPost } from '../../schema/local-db';
import { likeUid } from '../../schema/mirror/likes';
import type { LikeableType } from '../../schema/likes';
import type { Member } from '../../schema/members';
import { localDb } from '../data/local-db';

export type PostView = LocalPost & { author: Member; like?: LocalLike };
export type CommentView = LocalComment & { author: Member; like?: LocalLike };

/** A card the device no longer (or not yet) has: the row still shows, with a neutral name. */
const unknownMember = (id: number): Member => ({ id, display_name: 'Member', avatar_url: null });

/**
 * Member cards already read, for every screen of the page: public facts (a name, an avatar), so a feed opened anew
 * names its authors in its first frame instead of "Member" until its own lookup lands. Likes are the member's own and
 * stay per screen.
 */
const knownMembers = new Map<number, unknown>();

/**
 * Live rows of `table` by key, remembered across key changes: rows show at once with what is already known
 * (a new row's author is usually known), and the lookup of the new keys catches up a moment later.
 */
function useRowsByKey<K extends string | number, R>(table: 'members' | 'likes', keys: K[]): Map<K, R> {
  const joined = keys.join(',');
  // Written by the query (outside render) only; live queries keep their last answer while new keys are looked up.
  const [known] = useState(() => (table === 'members' ? (knownMembers as Map<K, R>) : new Map<K, R>()));
  const found = useLiveQuery(
    async () => {
      const wanted = joined === '' ? [] : (joined.split(',').map((k) => (table === 'members' ? Number(k) : k)) as K[]);
      const rows = (await localDb().table(table).bulkGet(wanted)) as (R | undefined)[];
      wanted.forEach((k, i) => (rows[i] ? known.set(k, rows[i]) : known.delete(k)));
      return new Map(known);
    },
    [table, joined, known],
  );
  return found ?? known;
}

/** Equal field by field, nested parts (an author card, entities, media) compared as JSON: the mirror answers fresh objects. */
function sameView(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x: unknown = (a as Record<string, unknown>)[k];
    const y: unknown = (b as Record<string, unknown>)[k];
    return x === y || (typeof x === 'object' && typeof y === 'object' && x !== null && y !== null && JSON.stringify(x) === JSON.stringify(y));
  });
}

function useWithRefs<R extends { author_id: number; id: number; uid: string }>(type: LikeableType, rows: R[] | undefined) {
  const authorIds = useMemo(() => [...new Set((rows ?? []).map((r) => r.author_id))].sort((a, b) => a - b), [rows]);
  const likeUids = useMemo(() => (rows ?? []).filter((r) => r.id > 0).map((r) => likeUid(type, r.id)), [rows, type]);
  const members = useRowsByKey<number, LocalMember>('members', authorIds);
  const likes = useRowsByKey<string, LocalLike>('likes', likeUids);
  // The last views by uid: a row that did not change keeps its object, so memoised cards skip it (a write to a feed
  // renders the new card, not every card).
  // Derived only (the same rows give the same views), so a second render of the same answer changes nothing.
  const [previous] = useState(() => new Map<string, R & { author: Member; like?: LocalLike }>());
  return useMemo(() => {
    const views = rows?.map((r) => {
      const view = { ...r, author: members.get(r.author_id) ?? unknownMember(r.author_id), like: likes.get(likeUid(type, r.id)) };
      const before = previous.get(r.uid);
      return before && sameView(before, view) ? before : view;
    });
    previous.clear();
    views?.forEach((v) => previous.set(v.uid, v));
    return views;
  }, [rows, members, likes, type, previous]);
}

export const usePostViews = (rows: LocalPost[] | undefined): PostView[] | undefined => useWithRefs('Post', rows);
export const useCommentViews = (rows: LocalComment[] | undefined): CommentView[] | undefined => useWithRefs('Comment', rows);
