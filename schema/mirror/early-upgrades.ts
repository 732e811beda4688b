// The mirror's early data upgrades (v2, v3, v5, v6): each moves the rows of the version before into its version's shape.
import type { Transaction } from 'dexie';

type Author = { id: number; display_name: string; avatar_url: string | null };
type V1Authored = { author?: Author; author_id?: number; likes_count?: number };

/** v1 -> v2: authors move out of posts and comments into members; comments gain likes_count. */
export async function authorsToMembers(tx: Transaction): Promise<void> {
  const members = new Map<number, Author & { seen_at: number }>();
  const now = Date.now();
  const split = (row: V1Authored) => {
    if (row.author) {
      members.set(row.author.id, { ...row.author, seen_at: now });
      row.author_id = row.author.id;
      delete row.author;
    }
  };
  await tx.table('posts').toCollection().modify((row: V1Authored) => split(row));
  await tx.table('comments').toCollection().modify((row: V1Authored) => {
    split(row);
    row.likes_count ??= 0;
  });
  await tx.table('members').bulkPut([...members.values()]);
}

/** v2 -> v3: posts and comments gain the post kinds' fields (link button, shared item, schedule, poll, media), empty. */
export async function postKindFields(tx: Transaction): Promise<void> {
  const entities = () => ({ mentions: [], hashtags: [] });
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.text_entities ??= entities();
      row.media ??= [];
      row.poll ??= null;
      row.link_button ??= null;
      row.shared ??= null;
      row.scheduled_at ??= null;
      row.edited_at ??= null;
    });
  await tx
    .table('comments')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.parent_id ??= null;
      row.text_entities ??= entities();
      row.edited_at ??= null;
    });
}

/** v4 -> v5: posts gain their link preview, none until the server's next copy of the post. */
export async function linkPreviewField(tx: Transaction): Promise<void> {
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.link_preview ??= null;
    });
}

/** v5 -> v6: posts gain their pin, none until the server's next copy of the post says otherwise. */
export async function pinField(tx: Transaction): Promise<void> {
  await tx
    .table('posts')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.pinned_until ??= null;
    });
}
