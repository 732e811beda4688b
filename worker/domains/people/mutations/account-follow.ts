// Following and unfollowing a member: the profile shows the wish at once (pending_follow); the server's answer replaces it.
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { followAnswer, type FollowAnswer } from '../../../../schema/people';
import { shownFollow } from '../profile-rows';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

type FollowMutation = MutationOf<'account.follow'> | MutationOf<'account.unfollow'>;

const wants = (m: FollowMutation) => m.kind === 'account.follow';

async function wish(db: LocalDb, m: FollowMutation): Promise<void> {
  const row = await db.profiles.get(m.account_id);
  if (!row) return;
  const base = row.pending_follow ?? { server_following: row.following, server_followers_count: row.followers_count };
  const pending = { client_id: m.client_id, server_following: base.server_following, server_followers_count: base.server_followers_count };
  await db.profiles.put({ ...row, ...shownFollow(pending, wants(m)), pending_follow: { ...pending, status: 'pending' } });
}

/** The server answered: the row shows it, unless a later wish is still unsent (then it becomes that wish's base). */
async function delivered(db: LocalDb, m: FollowMutation, answer: FollowAnswer): Promise<void> {
  const row = await db.profiles.get(m.account_id);
  if (!row) return;
  const { pending_follow, ...rest } = row;
  if (pending_follow && pending_follow.client_id !== m.client_id) {
    const base = { ...pending_follow, server_following: answer.following, server_followers_count: answer.followers_count };
    await db.profiles.put({ ...row, ...shownFollow(base, row.following), pending_follow: base });
    return;
  }
  await db.profiles.put({ ...rest, following: answer.following, followers_count: answer.followers_count });
}

async function restore(db: LocalDb, m: FollowMutation): Promise<void> {
  const row = await db.profiles.get(m.account_id);
  if (!row?.pending_follow || row.pending_follow.client_id !== m.client_id) return;
  const { pending_follow, ...rest } = row;
  await db.profiles.put({ ...rest, following: pending_follow.server_following, followers_count: pending_follow.server_followers_count });
}

async function mark(db: LocalDb, m: FollowMutation, status: 'pending' | 'failed', error?: string): Promise<void> {
  const row = await db.profiles.get(m.account_id);
  if (!row?.pending_follow || row.pending_follow.client_id !== m.client_id) return;
  await db.profiles.put({ ...row, pending_follow: { ...row.pending_follow, status, error } });
}

const common = {
  write: wish,
  send: (api: Parameters<typeof sendAsDeclared>[0], m: FollowMutation) => sendAsDeclared(api, m, { params: { id: m.account_id }, schema: followAnswer }),
  delivered,
  refused: (db: LocalDb, m: FollowMutation, message: string) => mark(db, m, 'failed', message),
  retried: (db: LocalDb, m: FollowMutation) => mark(db, m, 'pending'),
  discarded: restore,
};

export const accountFollow = defineMutation({ kind: 'account.follow', ...common, fallbackMessage: messages.followFailed });
export const accountUnfollow = defineMutation({ kind: 'account.unfollow', ...common, fallbackMessage: messages.unfollowFailed });
