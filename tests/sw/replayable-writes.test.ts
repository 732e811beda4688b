// Which requests the background-sync queue takes: the outbox's replayable writes on our own origin, and nothing else.
import { describe, expect, it } from 'vitest';
import { apiPaths, fillPath } from '../../schema/api-paths';
import { mutationRequests } from '../../schema/outbox';
import { queueMessage, isReplayableWrite, replayableMethods } from '../../sw/replayable-writes';


const origin = 'https://community.test';

describe('isReplayableWrite', () => {
  it('queues new posts and new comments', () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/welcome/posts`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/posts/42/comments`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/posts/42/comments?x=1`, origin)).toBe(true);
  });

  it("queues a learner's course writes: enrol, unenrol, restart, the current lesson, complete and uncomplete", () => {
    for (const action of ['enroll', 'unenroll', 'restart']) expect(isReplayableWrite('POST', `${origin}/api/v2/courses/3/${action}`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/courses/3/current_lesson`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/courses/3/lessons/9/complete`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/courses/3/lessons/9/uncomplete`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/courses`, origin)).toBe(false);
  });

  it("queues the inbox's writes: messages, their edits and deletes, starting a chat and its settings, reads", () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/chats/5/messages`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/messages/8`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/messages/8`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/chats`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/chats/5`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/chats/5/members`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/chats/5/members/7`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/chats/5/archive`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/chats/5/archive`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/chats/5/read`, origin)).toBe(true);
    expect(isReplayableWrite('GET', `${origin}/api/v2/chats/5/messages`, origin)).toBe(false);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/chats/5`, origin)).toBe(false);
  });

  it("queues a member's answer to an event and their reminder settings, not a host's writes or the calendar feed", () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/events/12/rsvp`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/account/event_reminders`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/events`, origin)).toBe(false);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/events/12`, origin)).toBe(false);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/events/12`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/account/calendar_feed`, origin)).toBe(false);
  });

  it('queues follows and unfollows of a member', () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/accounts/7/follow`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/accounts/7/follow`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/accounts/7/follow`, origin)).toBe(false);
  });

  it('queues likes and unlikes, each with its own method', () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/likes`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/likes/Post/42`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/likes`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/likes/Post/42`, origin)).toBe(false);
  });

  it('queues edits, deletes and poll votes, each with its own method', () => {
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/posts/42`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/posts/42`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/comments/7`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/comments/7`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/polls/3/votes`, origin)).toBe(true);
    expect(isReplayableWrite('GET', `${origin}/api/v2/posts/42/comments`, origin)).toBe(false);
  });

  it('queues pins, unpins and the comments setting, each with its own method', () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/posts/42/pin`, origin)).toBe(true);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/posts/42/pin`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/posts/42/comments_disabled`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/posts/42/comments_disabled`, origin)).toBe(false);
  });

  it('queues settings changes (the server applies each Idempotency-Key once), each with its own method', () => {
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/marketing_preferences`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/email_settings`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/custom_user_values`, origin)).toBe(true);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/account/walkthrough`, origin)).toBe(true);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/walkthrough`, origin)).toBe(false);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/account/email_settings`, origin)).toBe(false);
    expect(replayableMethods.sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
  });

  it('leaves reads, other writes and other origins to the network', () => {
    expect(isReplayableWrite('GET', `${origin}/api/v2/walls/welcome/posts`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/welcome/recent_posts`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v1/sessions`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/a/b/posts`, origin)).toBe(false);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/posts/42/comments`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `https://elsewhere.test/api/v2/posts/42/comments`, origin)).toBe(false);
    // Other writes of the member's own account stay online calls, answered on the spot.
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/profile`, origin)).toBe(false);
    expect(isReplayableWrite('PATCH', `${origin}/api/v2/account/legal_document_agreement`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/account/onboarding`, origin)).toBe(false);
    // Media uploads are resumed by the engine (open, then chunks at the server's offset), never replayed blindly.
    expect(isReplayableWrite('POST', `${origin}/api/v2/media_uploads`, origin)).toBe(false);
    expect(isReplayableWrite('PUT', `${origin}/api/v2/media_uploads/abcdefgh12`, origin)).toBe(false);
  });
});

describe('derived from the outbox', () => {
  it('queues every replayable kind of schema/outbox.ts, new ones included, and no other', () => {
    for (const [kind, r] of Object.entries(mutationRequests)) {
      const url = `${origin}${fillPath(apiPaths[r.path], new Proxy({}, { get: () => '42' }))}`;
      expect(isReplayableWrite(r.method, url, origin), `${kind}: ${r.method} ${url}`).toBe(r.replayable);
    }
  });
});

describe('queueMessage', () => {
  it('knows the replay and clear requests and nothing else', () => {
    expect(queueMessage({ type: 'replay-queues' })).toBe('replay-queues');
    expect(queueMessage({ type: 'clear-queues' })).toBe('clear-queues');
    expect(queueMessage({ type: 'other' })).toBeNull();
    expect(queueMessage('replay-queues')).toBeNull();
    expect(queueMessage(null)).toBeNull();
  });
});
