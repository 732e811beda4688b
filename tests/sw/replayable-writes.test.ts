// Which requests the background-sync queue takes: POSTs creating posts and comments on our own origin.
import { describe, expect, it } from 'vitest';
import { isReplayMessage, isReplayableWrite } from '../../sw/replayable-writes';


const origin = 'https://community.test';

describe('isReplayableWrite', () => {
  it('queues new posts and new comments', () => {
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/welcome/posts`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/posts/42/comments`, origin)).toBe(true);
    expect(isReplayableWrite('POST', `${origin}/api/v2/posts/42/comments?x=1`, origin)).toBe(true);
  });

  it('leaves reads, other writes and other origins to the network', () => {
    expect(isReplayableWrite('GET', `${origin}/api/v2/walls/welcome/posts`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/welcome/recent_posts`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v1/sessions`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `${origin}/api/v2/walls/a/b/posts`, origin)).toBe(false);
    expect(isReplayableWrite('DELETE', `${origin}/api/v2/posts/42/comments`, origin)).toBe(false);
    expect(isReplayableWrite('POST', `https://elsewhere.test/api/v2/posts/42/comments`, origin)).toBe(false);
  });
});

describe('isReplayMessage', () => {
  it('recognises the page asking for an immediate replay', () => {
    expect(isReplayMessage({ type: 'replay-queues' })).toBe(true);
    expect(isReplayMessage({ type: 'other' })).toBe(false);
    expect(isReplayMessage('replay-queues')).toBe(false);
    expect(isReplayMessage(null)).toBe(false);
  });
});
