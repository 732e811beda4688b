// Images in chat messages through the engine against the real server: uploaded before their message (offline too), refusals failing the message.
import 'fake-indexeddb/auto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Chat, ChatMessage } from '../../schema/chats';
import { fileNotSupported } from '../../schema/file-refusals';
import { messages } from '../../schema/messages';
import { localUid } from '../../schema/mirror/chats';
import { makePng } from '../fixtures/media-files';
import { engineFor, MEMBER, OTHER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { outboxKinds, outboxSettled, pickedFile } from './helpers/outbox-files';
import { waitFor } from './helpers/wait';

const dir = path.join(os.tmpdir(), `engine-chat-images-${process.pid}-${Date.now()}`);
let server: LiveServer;
let h: Harness;
type Session = { secret_id: string; secret: string; user_id: number };
let noah: Session;

beforeAll(async () => {
  server = await startLiveServer(undefined, { uploadsDir: path.join(dir, 'uploads') });
  h = engineFor(server);
  await h.engine.start(h.events);
  const signedIn = await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.message}`);
  noah = (await server.api.call<Session>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
});
afterEach(() => server.setOffline(false));
afterAll(async () => {
  await h?.close();
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const file = pickedFile;
const settled = () => outboxSettled(h);
const kinds = () => outboxKinds(h);
const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** A fresh group chat Noah starts with the member, so each test reads only its own messages. */
async function chatWithNoah(): Promise<Chat> {
  const me = (await h.kv('userData'))!.user.id;
  const res = await server.api.call<{ chat: Chat }>('POST', '/api/v2/chats', { session: noah, body: { user_ids: [me], name: `Pictures ${Math.random()}` } });
  expect(res.status).toBe(201);
  return res.body.chat;
}

/** What Noah reads of the chat: its messages, oldest first. */
async function noahReads(chatId: number): Promise<ChatMessage[]> {
  const res = await server.api.call<{ messages: ChatMessage[] }>('GET', `/api/v2/chats/${chatId}/messages?limit=50`, { session: noah });
  expect(res.status).toBe(200);
  return res.body.messages.reverse();
}

describe('images in messages', () => {
  it('offline: a message with two images waits with its bytes, then arrives once with its images, uploaded before it', async () => {
    const chat = await chatWithNoah();
    server.setOffline(true);
    const images = [file(await makePng(120, 90), 'beach.png', 'image/png'), file(await makePng(40, 40, '#cc3333'), 'sunset.jpg', 'image/jpeg')];
    const clientId = ok(await h.engine.chats.sendMessage({ id: chat.id }, 'Look', images));
    // Shown at once, pending, its previews from the device; the uploads go first (the outbox sends its head).
    expect(await h.mirror.chat_messages.get(localUid(clientId))).toMatchObject({ status: 'pending', body: 'Look' });
    const uploads = await h.mirror.uploads.where('message_client_id').equals(clientId).sortBy('position');
    expect(uploads.map((u) => [u.file_name, u.status, u.medium])).toEqual([['beach.png', 'pending', null], ['sunset.jpg', 'pending', null]]);
    expect(await kinds()).toEqual(['media.upload', 'media.upload', 'message.create']);
    expect(await noahReads(chat.id)).toEqual([]);

    server.setOffline(false);
    await h.engine.syncNow();
    await waitFor(settled, 'the message sent');
    const read = await noahReads(chat.id);
    expect(read).toHaveLength(1);
    expect(read[0]!.body).toBe('Look');
    expect(read[0]!.media.map((m) => [m.file_name, m.media_type])).toEqual([['beach.png', 'image'], ['sunset.jpg', 'image']]);
    // The server's message took the pending one's place; the bytes are no longer kept.
    expect(await h.mirror.chat_messages.get(localUid(clientId))).toBeUndefined();
    const mine = await h.mirror.chat_messages.where('client_id').equals(clientId).toArray();
    expect(mine.map((m) => m.media.length)).toEqual([2]);
    expect(await h.mirror.uploads.count()).toBe(0);
  });

  it('a message of images alone is sent (no text needed); one with neither is refused before anything is queued', async () => {
    const chat = await chatWithNoah();
    const clientId = ok(await h.engine.chats.sendMessage({ id: chat.id }, '', [file(await makePng(), 'only.png', 'image/png')]));
    await waitFor(settled, 'the message sent');
    expect((await noahReads(chat.id)).map((m) => [m.client_id, m.body, m.media.length])).toEqual([[clientId, '', 1]]);
    expect(await h.engine.chats.sendMessage({ id: chat.id }, '  ', [])).toMatchObject({ ok: false, message: messages.messageEmpty });
    expect(await h.mirror.outbox.count()).toBe(0);
  });

  it('files that are not images, or more than five, are refused before anything is queued', async () => {
    const chat = await chatWithNoah();
    const pdf = file(Buffer.from('%PDF-1.4'), 'notes.pdf', 'application/pdf');
    expect(await h.engine.chats.sendMessage({ id: chat.id }, 'Doc', [pdf])).toMatchObject({ ok: false, message: fileNotSupported('notes.pdf') });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => file(await makePng(8, 8), `p${i}.png`, 'image/png')));
    expect((await h.engine.chats.sendMessage({ id: chat.id }, 'Many', six)).ok).toBe(false);
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await h.mirror.uploads.count()).toBe(0);
  });

  it('an image the server refuses fails its message in the product words; retry tries again, discard removes them', async () => {
    const chat = await chatWithNoah();
    const clientId = ok(await h.engine.chats.sendMessage({ id: chat.id }, 'Broken', [file(Buffer.from('%PDF-1.4 not an image'), 'photo.png', 'image/png')]));
    const row = async () => (await h.mirror.chat_messages.get(localUid(clientId)))!;
    await waitFor(async () => (await row()).status === 'failed', 'the refusal');
    expect((await row()).error).toBe(fileNotSupported('photo.png'));
    const entries = await h.mirror.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.mutation.kind, e.status])).toEqual([['media.upload', 'failed'], ['message.create', 'failed']]);

    await h.engine.outbox.retry(clientId);
    await waitFor(async () => (await h.mirror.outbox.where('status').equals('failed').count()) === 2, 'the second refusal');
    await h.engine.outbox.discard(clientId);
    expect(await h.mirror.outbox.count()).toBe(0);
    expect(await h.mirror.uploads.count()).toBe(0);
    expect(await h.mirror.chat_messages.get(localUid(clientId))).toBeUndefined();
    expect(await noahReads(chat.id)).toEqual([]);
  });
});
