// Following and unfollowing a member: laid over the profile at once (pending_follow); the server's answer goes beneath.
import type { LocalProfile } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { followAnswer, type FollowAnswer } from '../../../../schema/people';
import { shownFollow } from '../profile-rows';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState, type Write } from '../../../overlay/overlay';
import { updateServerRows } from '../../../overlay/rebase';

type FollowMutation = MutationOf<'account.follow'> | MutationOf<'account.unfollow'>;

/** The profile with the wish over the server's relation and count (kept in `pending_follow` while one shows). */
function wished(row: LocalProfile | undefined, w: Write<FollowMutation>): LocalProfile | undefined {
  if (!row) return row;
  const base = row.pending_follow ?? { server_following: row.following, server_followers_count: row.followers_count };
  const pending = { server_following: base.server_following, server_followers_count: base.server_followers_count, ...writeState(w) };
  return { ...row, ...shownFollow(pending, w.mutation.kind === 'account.follow'), pending_follow: pending };
}

const common = {
  overlay: overlay<FollowMutation>((m) => [{ table: 'profiles', key: m.account_id }], { profiles: wished }),
  send: (api: Parameters<typeof sendAsDeclared>[0], m: FollowMutation) => sendAsDeclared(api, m, { params: { id: m.account_id }, schema: followAnswer }),
  delivered: (db: Parameters<typeof updateServerRows>[0], m: FollowMutation, answer: FollowAnswer) =>
    updateServerRows(db, 'profiles', [m.account_id], (p) => ({ ...p, following: answer.following, followers_count: answer.followers_count })),
};

export const accountFollow = defineMutation<'account.follow', FollowAnswer>({ kind: 'account.follow', ...common, fallbackMessage: messages.followFailed });
export const accountUnfollow = defineMutation<'account.unfollow', FollowAnswer>({ kind: 'account.unfollow', ...common, fallbackMessage: messages.unfollowFailed });
