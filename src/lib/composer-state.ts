// The post composer's state: what the member has chosen, as the rules, the engine and the draft store each need it.
import type { MediaType } from '../../schema/media';
import type { ComposerAttachment } from '../../schema/mirror/composer-drafts';
import type { PostRuleInput } from '../../schema/post-rules';

export interface PollState {
  options: string[];
  /** a datetime-local value (the member's local time, minutes) */
  ends_at: string;
  hide_results: boolean;
}
export interface LinkState {
  text: string;
  url: string;
}
export type ShareState = { type: 'group'; key: string } | { type: 'event'; id: number; name: string; starts_at: string };

export interface ComposerState {
  text: string;
  attachments: ComposerAttachment[];
  poll: PollState | null;
  link: LinkState | null;
  share: ShareState | null;
  /** a datetime-local value, or null when the post goes out at once */
  schedule: string | null;
}

export const emptyComposer: ComposerState = { text: '', attachments: [], poll: null, link: null, share: null, schedule: null };

/** `YYYY-MM-DDTHH:mm` in local time, as an <input type="datetime-local"> holds it. */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' when it is empty or not a date (the rules then say so). */
export function fromLocalInput(value: string): string {
  const t = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(t) ? '' : new Date(t).toISOString();
}

/** A new poll: two empty options, ending in a day. */
export function newPoll(now: Date): PollState {
  return { options: ['', ''], ends_at: toLocalInput(new Date(now.getTime() + 24 * 3_600_000)), hide_results: false };
}

/** The kind of file an attachment is, by its type as the browser read it (the server checks the bytes). */
export function attachmentMediaType(a: Pick<ComposerAttachment, 'content_type'>): MediaType {
  const t = a.content_type.toLowerCase();
  if (t === 'image/gif') return 'gif';
  if (t.startsWith('image/')) return 'image';
  if (t.startsWith('video/')) return 'video';
  return 'document';
}

/** The post the composer would send, as engine.posts.create takes it. */
export function toPostDraft(s: ComposerState) {
  return {
    body: s.text.trim(),
    attachments: s.attachments,
    ...(s.poll ? { poll: { options: s.poll.options.map((o) => o.trim()), ends_at: fromLocalInput(s.poll.ends_at), hide_results: s.poll.hide_results } } : {}),
    ...(s.link ? { link_button: { text: s.link.text.trim(), url: s.link.url.trim() } } : {}),
    ...(s.share?.type === 'group' && s.share.key !== '' ? { shared_group_key: s.share.key } : {}),
    ...(s.share?.type === 'event' ? { shared_event_id: s.share.id, shared_event: { id: s.share.id, name: s.share.name, starts_at: s.share.starts_at } } : {}),
    ...(s.schedule !== null ? { scheduled_at: fromLocalInput(s.schedule) } : {}),
  };
}

/** The post as postRuleIssues sees it. */
export function toRuleInput(s: ComposerState): PostRuleInput {
  const { attachments, shared_event: _card, ...rest } = toPostDraft(s);
  return { ...rest, media: attachments.map((a) => ({ media_type: attachmentMediaType(a) })) };
}

/** The parts kept in a draft's `options` (only those the member opened). */
export function draftOptions(s: ComposerState): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  if (s.poll) o.poll = s.poll;
  if (s.link) o.link = s.link;
  if (s.share) o.share = s.share;
  if (s.schedule !== null) o.schedule = s.schedule;
  return o;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';

/** A draft's `options` back into composer state; anything of an unexpected shape is left out. */
export function fromDraftOptions(o: Record<string, unknown>): Pick<ComposerState, 'poll' | 'link' | 'share' | 'schedule'> {
  const p = o.poll;
  const poll =
    isObject(p) && Array.isArray(p.options) && p.options.every(isString) && isString(p.ends_at)
      ? { options: p.options, ends_at: p.ends_at, hide_results: p.hide_results === true }
      : null;
  const l = o.link;
  const link = isObject(l) && isString(l.text) && isString(l.url) ? { text: l.text, url: l.url } : null;
  const sh = o.share;
  const share: ShareState | null =
    isObject(sh) && sh.type === 'group' && isString(sh.key)
      ? { type: 'group', key: sh.key }
      : isObject(sh) && sh.type === 'event' && typeof sh.id === 'number' && isString(sh.name) && isString(sh.starts_at)
        ? { type: 'event', id: sh.id, name: sh.name, starts_at: sh.starts_at }
        : null;
  return { poll, link, share, schedule: isString(o.schedule) ? o.schedule : null };
}
