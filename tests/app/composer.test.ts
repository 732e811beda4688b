// The composer's pure parts: its state as a post, a draft and rule input; the token at the caret; text cut by entities.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { postRuleIssues } from '../../schema/post-rules';
import {
  attachmentMediaType,
  draftOptions,
  emptyComposer,
  fromDraftOptions,
  fromLocalInput,
  newPoll,
  toLocalInput,
  toPostDraft,
  toRuleInput,
  type ComposerState,
} from '../../src/lib/composer-state';
import { activeToken, applySuggestion } from '../../src/lib/mention-query';
import { textSegments } from '../../src/lib/text-segments';

const ctx = { now: new Date(), videoAvailable: true, gifEnabled: true, canSchedule: false };

describe('composer state', () => {
  it('round-trips datetime-local values in local time', () => {
    const d = new Date(2026, 4, 1, 9, 5);
    expect(toLocalInput(d)).toBe('2026-05-01T09:05');
    expect(fromLocalInput('2026-05-01T09:05')).toBe(d.toISOString());
    expect(fromLocalInput('')).toBe('');
  });

  it('turns the state into the post the engine takes, leaving out what is not open', () => {
    const poll = newPoll(new Date());
    const s: ComposerState = { ...emptyComposer, text: '  Hi  ', poll: { ...poll, options: [' A ', 'B'] }, share: { type: 'group', key: '' } };
    const draft = toPostDraft(s);
    expect(draft).toEqual({ body: 'Hi', attachments: [], poll: { options: ['A', 'B'], ends_at: fromLocalInput(poll.ends_at), hide_results: false } });
    expect(postRuleIssues(toRuleInput(s), ctx)).toEqual([]);
    const event = { id: 4, name: 'Live at the Pier', starts_at: '2030-01-01T10:00:00.000Z' };
    expect(toPostDraft({ ...emptyComposer, text: 'x', share: { type: 'event', ...event } })).toMatchObject({ shared_event_id: 4, shared_event: event });
    expect(toRuleInput({ ...emptyComposer, text: 'x', share: { type: 'event', ...event } })).not.toHaveProperty('shared_event');
    expect(postRuleIssues(toRuleInput({ ...emptyComposer, text: 'x', schedule: toLocalInput(new Date()) }), ctx)).toEqual([messages.scheduleNotAllowed]);
  });

  it('keeps the opened parts as draft options and reads back only well-formed ones', () => {
    const s: ComposerState = { ...emptyComposer, text: 'x', link: { text: 'Go', url: 'https://a.example' }, schedule: '2030-01-01T10:00' };
    expect(fromDraftOptions(draftOptions(s))).toEqual({ poll: null, link: s.link, share: null, schedule: '2030-01-01T10:00' });
    expect(fromDraftOptions({ poll: { options: 'no' }, link: 3, share: { type: 'x' } })).toEqual({ poll: null, link: null, share: null, schedule: null });
  });

  it('tells the kind of an attachment by its type', () => {
    expect(['image/gif', 'image/png', 'video/mp4', 'application/pdf'].map((content_type) => attachmentMediaType({ content_type }))).toEqual([
      'gif',
      'image',
      'video',
      'document',
    ]);
  });
});

describe('mention and hashtag tokens', () => {
  it('finds the token at the caret only at the start of a word', () => {
    expect(activeToken('Hi @no', 6)).toEqual({ kind: 'mention', query: 'no', start: 3, end: 6 });
    expect(activeToken('@', 1)).toEqual({ kind: 'mention', query: '', start: 0, end: 1 });
    expect(activeToken('so #tou', 7)).toEqual({ kind: 'hashtag', query: 'tou', start: 3, end: 7 });
    expect(activeToken('mail a@b', 8)).toBeNull();
    expect(activeToken('Hi @no there', 12)).toBeNull();
  });

  it('puts the pick in place of the token with one space after it', () => {
    const t = activeToken('Hi @no', 6)!;
    expect(applySuggestion('Hi @no', t, 'noah')).toEqual({ text: 'Hi @noah ', caret: 9 });
    const mid = activeToken('Hi @no and', 6)!;
    expect(applySuggestion('Hi @no and', mid, 'noah')).toEqual({ text: 'Hi @noah and', caret: 8 });
  });
});

describe('text segments', () => {
  it('cuts the text by its entities and ignores entities that do not fit', () => {
    const body = '🎉 @noah #tour!';
    const segs = textSegments(body, {
      mentions: [{ user_id: 4, start: 3, end: 8 }, { user_id: 5, start: 4, end: 6 }],
      hashtags: [{ tag: 'tour', start: 9, end: 14 }, { tag: 'x', start: 14, end: 99 }],
    });
    expect(segs).toEqual([
      { kind: 'text', text: '🎉 ' },
      { kind: 'mention', text: '@noah', user_id: 4 },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#tour', tag: 'tour' },
      { kind: 'text', text: '!' },
    ]);
    expect(segs.map((s) => s.text).join('')).toBe(body);
  });
});
