// An unsent edit or delete the member made of a delivered post or comment, kept on the row until the server answers.
import type { LocalStatus } from './table';

/**
 * On a delivered row only (drafts are rewritten in place instead). `edit`: the row's body is the edited text and
 * `server_body` the text the server last said; `delete`: the row is hidden while pending and shown again, with the
 * refusal, if the server refuses; `pin` and `comments`: the post's pinned_until or comments_disabled is the member's. `client_id` names the member's latest unsent change of the row (retry, discard).
 */
export interface PendingChange {
  /** `pin` (a pin or unpin) and `comments` (comments turned off or on) of a post lay over its fields alike. */
  kind: 'edit' | 'delete' | 'pin' | 'comments';
  status: LocalStatus;
  error?: string;
  client_id: string;
  server_body: string;
  /** Posts: what the server last said of the pin and the comments setting, while a change shows over them. */
  server_pinned_until?: string | null;
  server_comments_disabled?: boolean;
}

/** What the mirror adds to a wire post or comment: its author by id, its keys, and the state of the member's own writes. */
export interface LocalRowFields {
  author_id: number;
  uid: string;
  status?: LocalStatus;
  error?: string;
  sort_key: string;
  /** An unsent edit or delete of this delivered row (not indexed: no new mirror version). */
  pending_change?: PendingChange;
}

/** Hidden from lists: a delete the member made that has not been refused. */
export const isBeingDeleted = (r: { pending_change?: PendingChange }): boolean => r.pending_change?.kind === 'delete' && r.pending_change.status === 'pending';
