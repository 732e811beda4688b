// Chats in server tests: a small client of the inbox's calls (docs/api-chats.md), answers parsed by the contract.
import { expect } from 'vitest';
import { chatMessageResponse, chatResponse, type Chat, type ChatMessage } from '../../../schema/chats';
import type { Session } from '../../../schema/session';
import type { Api, Reply } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function chatClient(api: () => Api) {
  const call = (method: Method, url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}): Promise<Reply> =>
    api().call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });
  return {
    call,
    start: (s: Session | undefined, user_ids: unknown[], name?: string, key?: string) => call('POST', '/api/v2/chats', s, { body: { user_ids, name }, key }),
    /** Starts a chat and expects it made (201) or found (200). */
    async started(s: Session, others: Session[], name?: string): Promise<Chat> {
      const res = await call('POST', '/api/v2/chats', s, { body: { user_ids: others.map((o) => o.user_id), name } });
      expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
      return chatResponse.parse(res.body).chat;
    },
    send: (s: Session | undefined, chatId: number, body: unknown, key?: string) => call('POST', `/api/v2/chats/${chatId}/messages`, s, { body, key }),
    /** Sends a text message and expects it made. */
    async sent(s: Session, chatId: number, text: string, key?: string): Promise<ChatMessage> {
      const res = await call('POST', `/api/v2/chats/${chatId}/messages`, s, { body: { body: text }, key });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return chatMessageResponse.parse(res.body).message;
    },
    async chat(s: Session, chatId: number): Promise<Chat> {
      const res = await call('GET', `/api/v2/chats/${chatId}`, s);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return chatResponse.parse(res.body).chat;
    },
  };
}
