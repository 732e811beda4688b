// Inbox commands: chats and messages into the mirror, and the member's chat writes through the outbox (start, send, edit, delete, members, archive, read).
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import { localUid, type LocalChat } from '../../../../schema/mirror/chats';
import type { ComposerAttachment } from '../../../../schema/mirror/composer-drafts';
import { newClientId } from '../../../../schema/mirror/draft-rows';
import { mutation as mutationSchema } from '../../../../schema/outbox';
import { invalid } from '../../account/account-results';
import type { AccountResult } from '../../../engine-results';
import { currentUserId, inMirror } from '../../../mirror-writes';
import type { EngineContext } from '../../../commands/context';
import { attachmentUploads, type AttachmentUploads } from '../../posts/commands/attachments';
import { enqueueChange, enqueueChanges } from '../../../commands/enqueue-change';

/** Where a chat is on this device: delivered (its id) or started here and unsent (its client id). */
export type ChatRef = { id: number } | { clientId: string };

/** The member's private chat with this member, if the device holds it. */
async function privateChatWith(db: LocalDb, me: number, other: number): Promise<LocalChat | undefined> {
  return db.chats.filter((c) => c.kind === 'private' && c.member_ids.length === 2 && c.member_ids.includes(me) && c.member_ids.includes(other)).first();
}

/** A create whose entry the server cannot hold yet: never tried, or refused (rewritten or cancelled in place). */
async function unsentCreate(db: LocalDb, clientId: string) {
  const entry = await db.outbox.where('client_id').equals(clientId).first();
  if (!entry || entry.mutation.kind !== 'message.create') return null;
  return entry.status === 'failed' || (entry.status === 'pending' && entry.attempts === 0) ? entry : null;
}

export function chatCommands({ db, puller, send, outbox }: EngineContext) {
  const queue = (input: Parameters<typeof enqueueChange>[1]) => enqueueChange({ db, send, outbox }, input);

  return {
    /** The inbox's chats (or the archived ones), first page or the next. */
    loadChats: (archived: boolean, more = false): Promise<void> => puller.chats.loadChats(archived, more),
    /** A chat with its newest messages; `more`: older ones. */
    loadChat: (id: number, more = false): Promise<void> => puller.chats.loadChat(id, more),

    /**
     * Starts a chat: with one member and no name, their private chat (the one the device holds, if any); otherwise a
     * group chat. Answers the chat's row uid, shown at once.
     */
    async start(userIds: number[], name?: string): Promise<AccountResult<string>> {
      const me = await currentUserId(db);
      const others = [...new Set(userIds)].filter((id) => id !== me);
      const trimmed = name?.trim() || undefined;
      if (me !== null && others.length === 1 && !trimmed) {
        const held = await privateChatWith(db, me, others[0]!);
        if (held) return { ok: true, value: held.uid };
      }
      const started = await queue({ kind: 'chat.create', body: { user_ids: others, ...(trimmed ? { name: trimmed } : {}) } });
      return started.ok ? { ok: true, value: localUid(started.value) } : started;
    },

    /** Sends a message (text, up to 5 images, or both) in a chat (one started on this device and unsent too): shown at once, pending. */
    async sendMessage(chat: ChatRef, body: string, images: ComposerAttachment[] = []): Promise<AccountResult<string>> {
      const where = 'id' in chat ? { chat_id: chat.id } : { chat_id: 0, chat_client_id: chat.clientId };
      if (images.length === 0) return queue({ kind: 'message.create', ...where, body: { body } });
      // Each image is uploaded first (its entry before the message's); the message then sends their media ids.
      const clientId = newClientId();
      let uploads: AttachmentUploads;
      try {
        uploads = attachmentUploads({ message_client_id: clientId }, images, 'image');
      } catch (e) {
        return invalid(e instanceof Error ? e.message : messages.uploadFailed);
      }
      const message = { kind: 'message.create' as const, client_id: clientId, ...where, body: { body }, media_client_ids: uploads.rows.map((r) => r.client_id) };
      return enqueueChanges({ db, send, outbox }, [...uploads.entries, message], async () => {
        await db.uploads.bulkAdd(uploads.rows);
      });
    },

    /** Edits an own message: an unsent one is rewritten in place, a sent one through the outbox (the server keeps the window). */
    async editMessage(uid: string, body: string): Promise<AccountResult<string | null>> {
      const row = await db.chat_messages.get(uid);
      if (!row) return invalid(messages.chatMessageNotFound);
      if (row.id <= 0 && row.client_id) {
        const rewritten = await inMirror(db, async () => {
          const entry = await unsentCreate(db, row.client_id!);
          if (!entry || entry.mutation.kind !== 'message.create') return false;
          const parsed = mutationSchema.safeParse({ ...entry.mutation, body: { ...entry.mutation.body, body } });
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.badRequest);
          await db.outbox.update(entry.seq!, { mutation: parsed.data, status: 'pending', error: null });
          await db.chat_messages.update(uid, { body: body.trim(), status: 'pending', error: undefined });
          return true;
        }).catch((e: unknown) => (e instanceof Error && e.name === 'Error' ? e.message : Promise.reject(e)));
        if (typeof rewritten === 'string') return invalid(rewritten);
        if (rewritten) {
          send(false);
          return { ok: true, value: null };
        }
      }
      return queue({ kind: 'message.update', message_id: Math.max(0, row.id), ...(row.client_id ? { target_client_id: row.client_id } : {}), body: { body } });
    },

    /** Deletes an own message: an unsent one never leaves the device, a sent one goes through the outbox. */
    async deleteMessage(uid: string): Promise<AccountResult<string | null>> {
      const row = await db.chat_messages.get(uid);
      if (!row) return { ok: true, value: null };
      if (row.id <= 0 && row.client_id && (await unsentCreate(db, row.client_id))) {
        await outbox.discardEntry(db, row.client_id);
        return { ok: true, value: null };
      }
      return queue({ kind: 'message.delete', message_id: Math.max(0, row.id), ...(row.client_id ? { target_client_id: row.client_id } : {}) });
    },

    rename: (chatId: number, name: string) => queue({ kind: 'chat.rename', chat_id: chatId, body: { name } }),
    addMembers: (chatId: number, userIds: number[]) => queue({ kind: 'chat.add_members', chat_id: chatId, body: { user_ids: userIds } }),
    /** The creator removes a member of a group chat. */
    removeMember: (chatId: number, userId: number) => queue({ kind: 'chat.remove_member', chat_id: chatId, user_id: userId }),
    /** The member leaves the chat: it leaves their inbox at once. */
    async leave(chatId: number): Promise<AccountResult<string>> {
      const me = await currentUserId(db);
      return me === null ? invalid(messages.sessionRequired) : queue({ kind: 'chat.remove_member', chat_id: chatId, user_id: me });
    },
    archive: (chatId: number) => queue({ kind: 'chat.archive', chat_id: chatId }),
    unarchive: (chatId: number) => queue({ kind: 'chat.unarchive', chat_id: chatId }),

    /**
     * The member has seen the chat up to its newest message: one read per chat waits at a time (a newer read replaces
     * the one waiting or being sent, which it covers: reads never move back). Nothing is queued when nothing is unread.
     */
    async markRead(chatId: number): Promise<void> {
      const newest = await db.chat_messages.where('[chat_id+sort_key]').between([chatId, ''], [chatId, '\uffff']).filter((m) => m.id > 0).last();
      const chat = await db.chats.where('id').equals(chatId).first();
      const upTo = Math.max(newest?.id ?? 0, chat?.last_message?.id ?? 0);
      if (!chat || upTo === 0 || (chat.last_read_message_id ?? 0) >= upTo) return;
      // One being sent goes too: if it arrives it changes nothing the new one would not (reads never move back), and its
      // sender finds nothing to settle or put back.
      await inMirror(db, () => db.outbox.filter((e) => e.mutation.kind === 'chat.read' && e.mutation.chat_id === chatId && e.status !== 'failed').delete());
      await queue({ kind: 'chat.read', chat_id: chatId, message_id: upTo });
    },
  };
}
