// A host's moderation commands: ban a member (optionally unpublishing their content) and shadowban or lift it. Online
// only: the host waits for the server's answer (the member's state after it), and offline gets the plain sentence.
import { banBody, shadowbanBody, type ModerationState } from '../../../../schema/moderation';
import { attempt, validate } from '../../account/account-results';
import type { AccountResult } from '../../../engine-results';
import { asMember } from '../../account/user-data';
import type { EngineContext } from '../../../commands/context';

export function moderationCommands({ db, api }: EngineContext) {
  return {
    async ban(memberId: number, unpublishContent: boolean): Promise<AccountResult<ModerationState>> {
      const body = validate(banBody, { member_id: memberId, unpublish_content: unpublishContent });
      if (!body.ok) return body;
      return asMember(db, () => attempt(() => api.ban(body.value)));
    },

    async shadowban(memberId: number, shadowbanned: boolean): Promise<AccountResult<ModerationState>> {
      const body = validate(shadowbanBody, { member_id: memberId, shadowbanned });
      if (!body.ok) return body;
      return asMember(db, () => attempt(() => api.shadowban(body.value)));
    },
  };
}
