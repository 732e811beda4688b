// Turns server entities and local drafts into mirror rows (uids, sort keys, delivery state).
import type { Group } from '../schema/groups';
import { sortKey, type LocalComment, type LocalGroup, type LocalPost } from '../schema/local-db';
import type { Comment, Post } from '../schema/posts';
import type { UserData } from '../schema/session';

/** Optimistic rows have no server id yet; this placeholder is never a real id. */
export const PLACEHOLDER_ID = -1;

export const serverUid = (id: number): string => `p${id}`;
export const draftUid = (clientId: string): string => `c${clientId}`;

export function toLocalPost(post: Post): LocalPost {
  return { ...post, uid: serverUid(post.id), sort_key: sortKey(post.created_at, post.id) };
}

export function toLocalComment(comment: Comment): LocalComment {
  return { ...comment, uid: serverUid(comment.id), sort_key: sortKey(comment.created_at, comment.id) };
}

export function toLocalGroup(group: Group, isMine: boolean): LocalGroup {
  return { ...group, is_mine: isMine ? 1 : 0 };
}

function authorOf(userData: UserData) {
  const { id, display_name, avatar_url } = userData.user;
  return { id, display_name, avatar_url };
}

export interface DraftPostInput {
  clientId: string;
  wallKey: string;
  groupId: number;
  body: string;
  userData: UserData;
  now: Date;
}

export function draftPost(d: DraftPostInput): LocalPost {
  const at = d.now.toISOString();
  return {
    id: PLACEHOLDER_ID,
    client_id: d.clientId,
    wall_key: d.wallKey,
    group_id: d.groupId,
    author: authorOf(d.userData),
    body: d.body,
    created_at: at,
    updated_at: at,
    likes_count: 0,
    comments_count: 0,
    comments_disabled: false,
    uid: draftUid(d.clientId),
    status: 'pending',
    sort_key: sortKey(at, PLACEHOLDER_ID),
  };
}

export interface DraftCommentInput {
  clientId: string;
  postId: number;
  body: string;
  userData: UserData;
  now: Date;
}

export function draftComment(d: DraftCommentInput): LocalComment {
  const at = d.now.toISOString();
  return {
    id: PLACEHOLDER_ID,
    client_id: d.clientId,
    post_id: d.postId,
    author: authorOf(d.userData),
    body: d.body,
    created_at: at,
    updated_at: at,
    uid: draftUid(d.clientId),
    status: 'pending',
    sort_key: sortKey(at, PLACEHOLDER_ID),
  };
}
