// Suggestions while typing `@name` (members) or `#tag` (hashtags): the mirror at once, plus the server's members when online.
import { useLiveQuery } from './use-live-query';
import { useEffect, useState } from 'react';
import type { MemberSuggestion } from '../../schema/composer-lookups';
import type { ActiveToken } from '../lib/mention-query';
import { getEngine } from '../data/engine';
import { localDb } from '../data/local-db';
import { useKv } from './use-kv';
import { useOnline } from './use-online';

export const SUGGESTION_LIMIT = 8;
const SEARCH_DELAY_MS = 250;
/** How many of the newest posts the mirror's known names and tags are read from. */
const SCAN_POSTS = 300;

export interface Suggestion {
  /** what replaces the token after its sign */
  value: string;
  label: string;
  detail?: string;
  avatar_url?: string | null;
}

/** Members the device knows by username: each mention in its posts names one (the text at the mention's indices). */
async function knownMembers(selfId: number | null): Promise<MemberSuggestion[]> {
  const db = localDb();
  const posts = await db.posts.orderBy('sort_key').reverse().limit(SCAN_POSTS).toArray();
  const usernames = new Map<number, string>();
  for (const p of posts)
    for (const m of p.text_entities.mentions) if (!usernames.has(m.user_id)) usernames.set(m.user_id, p.body.slice(m.start + 1, m.end));
  usernames.delete(selfId ?? -1);
  const cards = await db.members.bulkGet([...usernames.keys()]);
  return cards.flatMap((c) => (c ? [{ id: c.id, username: usernames.get(c.id)!, display_name: c.display_name, avatar_url: c.avatar_url }] : []));
}

async function knownHashtags(): Promise<string[]> {
  const posts = await localDb().posts.orderBy('sort_key').reverse().limit(SCAN_POSTS).toArray();
  const counts = new Map<string, { tag: string; n: number }>();
  for (const p of posts)
    for (const h of p.text_entities.hashtags) {
      const k = h.tag.toLowerCase();
      const seen = counts.get(k);
      counts.set(k, { tag: seen?.tag ?? h.tag, n: (seen?.n ?? 0) + 1 });
    }
  return [...counts.values()].sort((a, b) => b.n - a.n).map((c) => c.tag);
}

const matches = (m: MemberSuggestion, q: string) =>
  m.username.toLowerCase().startsWith(q) || m.display_name.toLowerCase().includes(q);

const toSuggestion = (m: MemberSuggestion): Suggestion => ({ value: m.username, label: m.display_name, detail: `@${m.username}`, avatar_url: m.avatar_url });

export function useMentionSuggestions(token: ActiveToken | null): Suggestion[] {
  const selfId = useKv('session')?.user_id ?? null;
  const online = useOnline();
  const kind = token?.kind ?? null;
  const q = (token?.query ?? '').toLowerCase();
  const local = useLiveQuery(async () => (kind === 'mention' ? knownMembers(selfId) : []), [kind, selfId]) ?? [];
  const tags = useLiveQuery(async () => (kind === 'hashtag' ? knownHashtags() : []), [kind]) ?? [];
  const [remote, setRemote] = useState<{ q: string; members: MemberSuggestion[] }>({ q: '', members: [] });

  useEffect(() => {
    if (kind !== 'mention' || !online) return;
    let live = true;
    const t = setTimeout(() => {
      getEngine()
        .composer.searchMembers(q)
        .then((members) => live && setRemote({ q, members }))
        .catch(() => undefined); // offline or refused: the mirror's names stand alone
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [kind, q, online]);

  if (kind === 'hashtag') return tags.filter((t) => t.toLowerCase().startsWith(q)).slice(0, SUGGESTION_LIMIT).map((t) => ({ value: t, label: `#${t}` }));
  if (kind !== 'mention') return [];
  const byId = new Map<number, MemberSuggestion>();
  for (const m of local) if (matches(m, q)) byId.set(m.id, m);
  // The server's answer for an older query may still be shown, filtered by what is typed now.
  for (const m of remote.members) if (m.id !== selfId && matches(m, q)) byId.set(m.id, m);
  return [...byId.values()].slice(0, SUGGESTION_LIMIT).map(toSuggestion);
}
