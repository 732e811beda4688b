// Comments in the mirror: the wire comment with its author kept once in members, plus uid, sort key and delivery state.
import type { Comment } from '../posts';
import { defineTable, type LocalStatus } from './table';

export type LocalComment = Omit<Comment, 'author'> & { author_id: number; uid: string; status?: LocalStatus; error?: string; sort_key: string };

export const commentsTable = defineTable<LocalComment, 'uid'>()('comments', '&uid, id, client_id, post_id, [post_id+sort_key], sort_key, status');
