// What a member has half-written in a composer, per member and context, kept on every change until it is sent.
import { defineTable } from './table';

/** A composer context: a wall's new post, a comment (or reply) on a post, or an edit of a post or comment. */
export type ComposerContext =
  | { type: 'post'; wall_key: string }
  | { type: 'comment'; post_uid: string; parent_id?: number }
  | { type: 'edit-post'; post_uid: string }
  | { type: 'edit-comment'; comment_uid: string };

/** A file chosen in a composer and not sent yet. */
export interface ComposerAttachment {
  id: string;
  blob: Blob;
  file_name: string;
  content_type: string;
}

export interface LocalComposerDraft {
  /** `<user id>|<context key>` (composerDraftKey) */
  key: string;
  context: ComposerContext;
  text: string;
  /** The rest of the composer's state (poll, link button, sharing, schedule), as the composer keeps it. */
  options: Record<string, unknown>;
  /** Files chosen but not sent yet. */
  attachments: ComposerAttachment[];
  updated_at: number;
}

export const composerDraftsTable = defineTable<LocalComposerDraft, 'key'>()('composer_drafts', '&key, updated_at');

export function composerContextKey(c: ComposerContext): string {
  switch (c.type) {
    case 'post':
      return `post:${c.wall_key}`;
    case 'comment':
      return `comment:${c.post_uid}:${c.parent_id ?? ''}`;
    case 'edit-post':
      return `edit-post:${c.post_uid}`;
    case 'edit-comment':
      return `edit-comment:${c.comment_uid}`;
  }
}

export const composerDraftKey = (userId: number, c: ComposerContext): string => `${userId}|${composerContextKey(c)}`;
