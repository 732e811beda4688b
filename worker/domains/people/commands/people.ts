// People commands: a profile into the mirror, following through the outbox, the directory, new members and blocking.
import type { MembersPage } from '../../../../schema/people';
import type { PostsPage } from '../../../../schema/posts';
import { sent } from '../../account/account-results';
import { putMembers } from '../collections/members';
import type { AccountResult } from '../../../engine-results';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import { putServerProfile } from '../profile-rows';
import { updateServerRows } from '../../../overlay/rebase';
import type { EngineContext } from '../../../commands/context';

export function peopleCommands({ db, api, puller, send, outbox }: EngineContext) {
  /** Writes as the member who asked, so an answer for someone signed out meanwhile never lands. */
  async function asMember(fn: () => Promise<void>): Promise<void> {
    const userId = await currentUserId(db);
    await writeAsMember(db, userId, fn);
  }
  /** Directory pages keep their cards, so the device can list them offline. */
  async function keepCards(page: MembersPage): Promise<MembersPage> {
    const cards = page.members.map(({ id, display_name, avatar_url }) => ({ id, display_name, avatar_url }));
    await asMember(() => putMembers(db, cards));
    return page;
  }
  async function toggleFollow(kind: 'account.follow' | 'account.unfollow', accountId: number, displayName: string): Promise<string> {
    const clientId = await outbox.enqueue(db, { kind, account_id: accountId, display_name: displayName });
    send(false);
    return clientId;
  }
  /** After a block or unblock, the blocker's feed carries the tombstones or the content back: read it now. */
  async function afterBlockChange(memberId: number, blocked: boolean): Promise<void> {
    await asMember(async () => {
      await updateServerRows(db, 'profiles', [memberId], (p) => ({ ...p, blocked }));
      if (!blocked) await db.blocked_members.delete(memberId);
    });
    await puller.pullDeltas().catch(() => undefined);
  }

  return {
    /** Reads a member's profile into the mirror (the screen shows the device's copy, or the card, meanwhile). */
    async loadProfile(id: number): Promise<void> {
      const { account } = await api.profile(id);
      await asMember(() => putServerProfile(db, account));
    },
    /** A page of the member's posts the caller may read, newest first (an online read, like a hashtag's). */
    memberPosts: (id: number, cursor: string | null = null): Promise<PostsPage> => api.memberPosts(id, cursor),
    /** Follows at once on the device and sends it; offline it waits in the outbox. */
    follow: (accountId: number, displayName: string) => toggleFollow('account.follow', accountId, displayName),
    unfollow: (accountId: number, displayName: string) => toggleFollow('account.unfollow', accountId, displayName),
    /** The directory by name (online); the cards stay on the device. */
    directory: async (query: string, page = 1): Promise<MembersPage> => keepCards(await api.directory(query, page)),
    newMembers: async (page = 1): Promise<MembersPage> => keepCards(await api.newMembers(page)),
    /** The members the signed-in member blocked, into the mirror. */
    async loadBlocked(): Promise<void> {
      const { ignores } = await api.ignores();
      await asMember(async () => {
        await db.blocked_members.clear();
        await db.blocked_members.bulkPut(ignores);
        await putMembers(db, ignores.map(({ id, display_name, avatar_url }) => ({ id, display_name, avatar_url })));
      });
    },
    /** Blocks a member (online; a refusal answers the server's words); their posts then leave the device. */
    block: (memberId: number): Promise<AccountResult> =>
      sent(async () => {
        await api.block(memberId);
        const card = await db.members.get(memberId);
        if (card) {
          const row = { id: card.id, display_name: card.display_name, avatar_url: card.avatar_url, ignored_at: new Date().toISOString() };
          await asMember(async () => void (await db.blocked_members.put(row)));
        }
        await afterBlockChange(memberId, true);
      }),
    /** Unblocks a member; their posts come back with the feed read right after. */
    unblock: (memberId: number): Promise<AccountResult> =>
      sent(async () => {
        await api.unblock(memberId);
        await afterBlockChange(memberId, false);
      }),
  };
}
