// Comments in the mirror: the wire comment with its author kept once in members, plus uid, sort key and delivery state.
import type { Comment } from '../posts';
import type { LocalRowFields } from './pending-change';
import { defineTable } from './table';

export type LocalComment = Omit<Comment, 'author'> & LocalRowFields;

export const commentsTable = defineTable<LocalComment, 'uid'>()('comments', '&uid, id, client_id, post_id, [post_id+sort_key], [parent_id+sort_key], sort_key, status');
