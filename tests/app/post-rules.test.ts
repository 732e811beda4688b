// The rules of docs/product.md 5 for combining a post's parts, as the composer and the server both run them.
import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../schema/media';
import { messages } from '../../schema/messages';
import { isValidLinkUrl, postRuleIssues, postRuleIssuesByField, type PostRuleContext, type PostRuleInput } from '../../schema/post-rules';

const now = new Date('2026-05-01T12:00:00Z');
const ctx: PostRuleContext = { now, videoAvailable: true, gifEnabled: true, canSchedule: true };
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const media = (...types: MediaType[]) => types.map((media_type) => ({ media_type }));
const poll = { options: ['Yes', 'No'], ends_at: inHours(2), hide_results: false };
const issues = (p: Partial<PostRuleInput>, c: Partial<PostRuleContext> = {}) => postRuleIssues({ media: [], ...p }, { ...ctx, ...c });

describe('postRuleIssues', () => {
  it('accepts text alone, media alone, a poll alone and a shared group alone', () => {
    expect(issues({ body: 'Hello' })).toEqual([]);
    expect(issues({ media: media('image') })).toEqual([]);
    expect(issues({ poll })).toEqual([]);
    expect(issues({ shared_group_key: 'fans' })).toEqual([]);
  });

  it('needs content or media', () => {
    expect(issues({ body: '   ' })).toEqual([messages.postEmpty]);
    expect(issues({ body: '', link_button: { text: 'Go', url: 'https://a.example' } })).toEqual([messages.postEmpty]);
  });

  it('allows at most 5 images, or 1 video, or 1 document', () => {
    expect(issues({ media: media('image', 'image', 'image', 'image', 'image') })).toEqual([]);
    expect(issues({ media: media('image', 'image', 'image', 'image', 'image', 'image') })).toEqual([messages.postMediaLimit]);
    expect(issues({ media: media('video', 'video') })).toEqual([messages.postMediaLimit]);
    expect(issues({ media: media('document', 'document') })).toEqual([messages.postMediaLimit]);
    expect(issues({ media: media('image', 'video') })).toEqual([messages.postMediaLimit]);
    expect(issues({ media: media('image', 'document') })).toEqual([messages.postMediaLimit]);
  });

  it('refuses a video when videos are unavailable and a gif when gifs are off', () => {
    expect(issues({ media: media('video') }, { videoAvailable: false })).toEqual([messages.postVideoUnavailable]);
    expect(issues({ media: media('document') }, { videoAvailable: false })).toEqual([]);
    expect(issues({ media: media('gif') }, { gifEnabled: false })).toEqual([messages.postGifUnavailable]);
  });

  it('never combines a gif with files, a shared group or an event', () => {
    expect(issues({ media: media('gif') })).toEqual([]);
    expect(issues({ media: media('gif', 'image') })).toEqual([messages.postGifCombined]);
    expect(issues({ media: media('gif', 'video') })).toEqual([messages.postGifCombined]);
    expect(issues({ media: media('gif'), shared_group_key: 'fans' })).toEqual([messages.postGifCombined]);
    expect(issues({ media: media('gif'), shared_event_id: 3 })).toEqual([messages.postGifCombined]);
  });

  it('checks a link button: text required, a valid URL, no poll, no sharing', () => {
    const body = 'Read more';
    expect(issues({ body, link_button: { text: 'Open', url: 'https://example.com/a?b=1' } })).toEqual([]);
    expect(issues({ body, link_button: { text: 'Mail', url: 'mailto:team@example.com' } })).toEqual([]);
    expect(issues({ body, link_button: { text: ' ', url: 'https://example.com' } })).toEqual([messages.linkButtonTextRequired]);
    expect(issues({ body, link_button: { text: 'x'.repeat(81), url: 'https://example.com' } })).toEqual([messages.linkButtonTextTooLong]);
    for (const url of ['example.com', 'ftp://example.com', 'https://exa mple.com', 'https://', ' https://example.com', 'javascript:alert(1)'])
      expect(issues({ body, link_button: { text: 'Open', url } }), url).toEqual([messages.invalidUrl]);
    expect(issues({ body, poll, link_button: { text: 'Open', url: 'https://example.com' } })).toEqual([messages.postLinkButtonWithPoll]);
    expect(issues({ body, shared_group_key: 'fans', link_button: { text: 'Open', url: 'https://example.com' } })).toEqual([
      messages.postLinkButtonWithSharing,
    ]);
  });

  it('checks a poll: options, one hour at least, no sharing', () => {
    expect(issues({ poll: { ...poll, ends_at: inHours(0.99) } })).toEqual([messages.pollTooSoon]);
    expect(issues({ poll: { ...poll, ends_at: inHours(1) } })).toEqual([]);
    expect(issues({ poll: { ...poll, ends_at: 'soon' } })).toEqual([messages.dateInvalid]);
    expect(issues({ poll: { ...poll, options: ['Only'] } })).toEqual([messages.pollOptionsTooFew]);
    expect(issues({ poll: { ...poll, options: ['A', ' ', 'B'] } })).toEqual([messages.pollOptionEmpty]);
    expect(issues({ poll: { ...poll, options: Array.from({ length: 11 }, (_, i) => `O${i}`) } })).toEqual([messages.pollOptionsTooMany]);
    expect(issues({ poll: { ...poll, options: ['A', 'b'.repeat(121)] } })).toEqual([messages.pollOptionTooLong]);
    expect(issues({ poll, shared_event_id: 2 })).toEqual([messages.postPollWithSharing]);
  });

  it('shares a group or an event, not both', () => {
    expect(issues({ shared_group_key: 'fans', shared_event_id: 2 })).toEqual([messages.postShareOne]);
  });

  it('schedules only in the future and only when permitted', () => {
    expect(issues({ body: 'Later', scheduled_at: inHours(1) })).toEqual([]);
    expect(issues({ body: 'Later', scheduled_at: now.toISOString() })).toEqual([messages.scheduleInPast]);
    expect(issues({ body: 'Later', scheduled_at: inHours(-1) })).toEqual([messages.scheduleInPast]);
    expect(issues({ body: 'Later', scheduled_at: inHours(1) }, { canSchedule: false })).toEqual([messages.scheduleNotAllowed]);
  });

  it('names the field each issue concerns', () => {
    const byField = postRuleIssuesByField(
      { body: '', media: [], poll: { ...poll, ends_at: inHours(0) }, link_button: { text: '', url: 'x' }, scheduled_at: inHours(-1) },
      ctx,
    );
    expect(byField).toEqual([
      { field: 'poll', message: messages.pollTooSoon },
      { field: 'link_button', message: messages.linkButtonTextRequired },
      { field: 'link_button', message: messages.invalidUrl },
      { field: 'link_button', message: messages.postLinkButtonWithPoll },
      { field: 'scheduled_at', message: messages.scheduleInPast },
    ]);
  });
});

describe('isValidLinkUrl', () => {
  it('takes http, https and mailto without spaces', () => {
    expect(['http://a.b', 'HTTPS://A.B/c', 'mailto:x@y.z'].map(isValidLinkUrl)).toEqual([true, true, true]);
    expect(['http://a b', 'mailto:', 'www.a.b', 'https://a.b\n'].map(isValidLinkUrl)).toEqual([false, false, false, false]);
  });
});
