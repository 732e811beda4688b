// The inbox into the mirror by REST: the chats' pages (inbox or archived), one chat, a chat's newest and older messages.
import type { LocalDb } from '../../../schema/local-db';
import type { Api } from '../../api';
import { ApiError } from '../../api-error';
import { chatsPagingKey, forgetChats, messagesPagingKey, putServerChats, putServerMessages } from './chat-rows';
import { currentUserId, writeAsMember } from '../../mirror-writes';
import { pageAfter } from '../../refused-cursor';

export interface ChatPuller {
  /** The first page of chats (or the next when `more`), the inbox's or the archived ones. */
  loadChats(archived: boolean, more: boolean): Promise<void>;
  /** A chat and its newest messages; `more`: the next older page after what the device holds. */
  loadChat(id: number, more: boolean): Promise<void>;
  /** The inbox's first page and the newest messages of its most recent chats: what opens offline after the first pull. */
  loadRecent(): Promise<void>;
}

/** Chats whose newest messages the first pull brings (the change feed keeps them, and any other, fresh after it). */
export const RECENT_CHATS_PULLED = 10;

export function createChatPuller(db: LocalDb, api: Api): ChatPuller {
  const inFlight = new Map<string, Promise<void>>();
  /** Scrolling may ask for the same page twice before the first answer lands: they share one request. */
  const once = (id: string, job: () => Promise<void>): Promise<void> => {
    const held = inFlight.get(id);
    if (held) return held;
    const run = job().finally(() => inFlight.delete(id));
    inFlight.set(id, run);
    return run;
  };

  async function paging(key: string, more: boolean): Promise<{ cursor: string | null; done: boolean }> {
    const row = await db.walls.get(key);
    if (!more || !row) return { cursor: null, done: false };
    return { cursor: row.next_cursor, done: row.exhausted === 1 };
  }

  const putPaging = (key: string, next: string | null) => db.walls.put({ key, next_cursor: next, exhausted: next ? 0 : 1, fetched_at: Date.now() });

  const loadChats = (archived: boolean, more: boolean) =>
    once(`chats|${archived}|${more}`, async () => {
      const key = chatsPagingKey(archived);
      const { cursor, done } = await paging(key, more);
      if (done) return;
      const userId = await currentUserId(db);
      const page = await pageAfter(cursor, (c) => api.chats(archived, c));
      await writeAsMember(db, userId, async () => {
        await putServerChats(db, page.chats);
        await putPaging(key, page.meta.next);
      });
    });

  const loadChat = (id: number, more: boolean) =>
    once(`chat|${id}|${more}`, async () => {
      const key = messagesPagingKey(id);
      const { cursor, done } = await paging(key, more);
      if (done) return;
      const userId = await currentUserId(db);
      try {
        const [chat, page] = await Promise.all([more ? null : api.chat(id), pageAfter(cursor, (c) => api.chatMessages(id, c))]);
        await writeAsMember(db, userId, async () => {
          if (chat) await putServerChats(db, [chat.chat]);
          await putServerMessages(db, page.messages);
          await putPaging(key, page.meta.next);
        });
      } catch (e) {
        // Not (or no longer) the member's chat: it leaves the device.
        if (e instanceof ApiError && e.code === 404) await writeAsMember(db, userId, () => forgetChats(db, [id]));
        throw e;
      }
    });

  async function loadRecent(): Promise<void> {
    await loadChats(false, false);
    const recent = (await db.chats.orderBy('last_activity_at').reverse().toArray()).filter((c) => c.id > 0 && !c.archived).slice(0, RECENT_CHATS_PULLED);
    for (const c of recent) await loadChat(c.id, false);
  }

  return { loadChats, loadChat, loadRecent };
}
