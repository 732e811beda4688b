// How the parts of a new post may combine (docs/product.md 5): one rule set, run by the composer and again by the server.
import { POLL_MAX_OPTIONS, POLL_MIN_DURATION_MS, POLL_MIN_OPTIONS, POLL_OPTION_MAX, POST_MAX_IMAGES } from './constants';
import { messages } from './messages';
import type { MediaType } from './media';
import type { CreatePostInput } from './posts';

export interface PostRuleContext {
  now: Date;
  /** limits.videos.reached is false */
  videoAvailable: boolean;
  /** configuration gif_upload_enabled */
  gifEnabled: boolean;
  /** the member may schedule posts in this group */
  canSchedule: boolean;
}

/** A post as the rules see it: its fields, with the kind of each attached medium. */
export type PostRuleInput = Omit<CreatePostInput, 'media_ids'> & { media: { media_type: MediaType }[] };

/** The part of the composer an issue belongs to, so it can be shown beside that field. */
export type PostRuleField = 'body' | 'media' | 'poll' | 'link_button' | 'shared' | 'scheduled_at';
export interface PostRuleIssue {
  field: PostRuleField;
  message: string;
}

/** The longest link button text. */
export const LINK_BUTTON_TEXT_MAX = 80;

/** docs/product.md 5: http(s):// or mailto:, and no spaces anywhere. */
export function isValidLinkUrl(url: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+)$/i.test(url) && !/\s/.test(url);
}

const at = (iso: string | undefined): number => (iso ? Date.parse(iso) : NaN);

function mediaIssues(media: PostRuleInput['media'], ctx: PostRuleContext): string[] {
  const count = (t: MediaType) => media.filter((m) => m.media_type === t).length;
  const [images, videos, documents, gifs] = [count('image'), count('video'), count('document'), count('gif')];
  const issues: string[] = [];
  if (videos > 0 && !ctx.videoAvailable) issues.push(messages.postVideoUnavailable);
  if (gifs > 0 && !ctx.gifEnabled) issues.push(messages.postGifUnavailable);
  // One kind only: up to 5 images, or exactly one video, or one document (a gif is checked on its own below).
  const kinds = [images > 0, videos > 0, documents > 0].filter(Boolean).length;
  if (kinds > 1 || images > POST_MAX_IMAGES || videos > 1 || documents > 1) issues.push(messages.postMediaLimit);
  return issues;
}

function pollIssues(poll: NonNullable<PostRuleInput['poll']>, ctx: PostRuleContext): string[] {
  const issues: string[] = [];
  const options = poll.options;
  if (options.some((o) => o.trim() === '')) issues.push(messages.pollOptionEmpty);
  // Empty options are said above: too few counts the options there are.
  if (options.length < POLL_MIN_OPTIONS) issues.push(messages.pollOptionsTooFew);
  if (options.length > POLL_MAX_OPTIONS) issues.push(messages.pollOptionsTooMany);
  if (options.some((o) => o.trim().length > POLL_OPTION_MAX)) issues.push(messages.pollOptionTooLong);
  const ends = at(poll.ends_at);
  if (Number.isNaN(ends)) issues.push(messages.dateInvalid);
  else if (ends < ctx.now.getTime() + POLL_MIN_DURATION_MS) issues.push(messages.pollTooSoon);
  return issues;
}

/** Every rule the post breaks, with the field each concerns; empty when it may be sent. */
export function postRuleIssuesByField(p: PostRuleInput, ctx: PostRuleContext): PostRuleIssue[] {
  const out: PostRuleIssue[] = [];
  const add = (field: PostRuleField, message: string) => out.push({ field, message });
  const sharing = p.shared_group_key !== undefined || p.shared_event_id !== undefined;
  const gif = p.media.some((m) => m.media_type === 'gif');

  const hasContent = (p.body ?? '').trim() !== '' || p.media.length > 0 || p.poll !== undefined || sharing;
  if (!hasContent) add('body', messages.postEmpty);

  for (const m of mediaIssues(p.media, ctx)) add('media', m);
  if (gif && (p.media.length > 1 || sharing)) add('media', messages.postGifCombined);

  if (p.poll) for (const m of pollIssues(p.poll, ctx)) add('poll', m);

  if (p.link_button) {
    const text = p.link_button.text.trim();
    if (text === '') add('link_button', messages.linkButtonTextRequired);
    else if (text.length > LINK_BUTTON_TEXT_MAX) add('link_button', messages.linkButtonTextTooLong);
    if (!isValidLinkUrl(p.link_button.url)) add('link_button', messages.invalidUrl);
    if (p.poll) add('link_button', messages.postLinkButtonWithPoll);
    if (sharing) add('link_button', messages.postLinkButtonWithSharing);
  }
  if (p.poll && sharing) add('poll', messages.postPollWithSharing);
  if (p.shared_group_key !== undefined && p.shared_event_id !== undefined) add('shared', messages.postShareOne);

  if (p.scheduled_at !== undefined) {
    const when = at(p.scheduled_at);
    if (!ctx.canSchedule) add('scheduled_at', messages.scheduleNotAllowed);
    else if (Number.isNaN(when)) add('scheduled_at', messages.dateInvalid);
    else if (when <= ctx.now.getTime()) add('scheduled_at', messages.scheduleInPast);
  }
  return out;
}

/** Issues about how parts combine (rather than what one part holds): a composer shows them as soon as they arise. */
export const combinationMessages: ReadonlySet<string> = new Set([
  messages.postMediaLimit,
  messages.postVideoUnavailable,
  messages.postGifUnavailable,
  messages.postGifCombined,
  messages.postLinkButtonWithPoll,
  messages.postLinkButtonWithSharing,
  messages.postPollWithSharing,
  messages.postShareOne,
  messages.scheduleNotAllowed,
]);

/** Every rule the post breaks, as the messages a member reads; empty when it may be sent. */
export function postRuleIssues(p: PostRuleInput, ctx: PostRuleContext): string[] {
  return postRuleIssuesByField(p, ctx).map((i) => i.message);
}

/** Who may schedule posts in a group: community hosts (role admin) and the group's admins (docs/decisions.md). */
export const maySchedule = (userRole: string | null | undefined, groupUserRole: string | null | undefined): boolean =>
  userRole === 'admin' || groupUserRole === 'admin';
