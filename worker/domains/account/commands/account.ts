// Account commands: reporting another member's account or a post or comment, deleting one's own, the member's sessions, and closing a payment ticket.
import { contentReportBody, type ReportedItemType } from '../../../../schema/post-controls';
import { deleteAccountBody, reportAccountBody } from '../../../../schema/profile';
import type { ActiveSession } from '../../../../schema/session';
import { attempt, sent, validate } from '../account-results';
import type { AccountResult } from '../../../engine-results';
import { kvGet } from '../../../kv';
import { wipeMember } from '../../../mirror-writes';
import { asMember, reloadUserData } from '../user-data';
import type { EngineContext } from '../../../commands/context';

export function accountCommands({ db, api, abortAll, quietRefusals }: EngineContext) {
  return {
    /** Reports another member's account to the community's moderators. */
    async report(accountId: number, reason: string): Promise<AccountResult> {
      const body = validate(reportAccountBody, { reason });
      if (!body.ok) return body;
      return asMember(db, () => sent(() => api.reportAccount(accountId, body.value.reason)));
    },

    /** Reports a post or a comment to the hosts (online: the dialog says so when it cannot be sent). */
    async reportContent(itemType: ReportedItemType, id: number, reason: string): Promise<AccountResult> {
      const body = validate(contentReportBody, { reason });
      if (!body.ok) return body;
      return asMember(db, () => sent(() => api.reportContent(itemType, id, body.value.reason)));
    },

    /**
     * Deletes the account (confirmation must be the required wording). The server ended every session of the
     * account: the device forgets the member as on sign-out, and nothing still in flight speaks for them.
     */
    async delete(deleteContent: boolean, confirmation: string): Promise<AccountResult> {
      const body = validate(deleteAccountBody, { delete_content: deleteContent, confirmation });
      if (!body.ok) return body;
      // Reads in flight (the initial pull, say) are refused once the server ends the sessions: that is this deletion.
      const session = await kvGet(db, 'session');
      const undo = session ? quietRefusals(session.secret_id) : () => {};
      const result = await asMember(db, async () => {
        const answer = await sent(() => api.deleteAccount(body.value));
        if (answer.ok) await wipeMember(db);
        return answer;
      });
      if (result.ok) abortAll();
      else undo();
      return result;
    },

    /**
     * The member's live sessions, this device's flagged. Online only, not mirrored: a list kept for offline use
     * could show a session already ended elsewhere as live, and ending one needs the server anyway; offline it
     * answers the plain offline sentence.
     */
    sessions(): Promise<AccountResult<ActiveSession[]>> {
      return asMember(db, () => attempt(async () => (await api.activeSessions()).sessions));
    },

    /** Signs another device out: its next call is refused and its refresh fails, so it forgets the member. */
    endSession(id: string): Promise<AccountResult> {
      return asMember(db, () => sent(() => api.endSession(id)));
    },

    /** Signs every other device out at once ("Sign out all other devices"); answers the sessions left, this one. */
    endOtherSessions(): Promise<AccountResult<ActiveSession[]>> {
      return asMember(db, () => attempt(async () => (await api.endOtherSessions()).sessions));
    },

    /** Guard 2: the payment provider sent the member back; the ticket is closed and owned plans reloaded. */
    completePaymentTicket(): Promise<AccountResult> {
      return asMember(db, async () => {
        const answer = await sent(() => api.completePaymentTicket());
        return answer.ok ? reloadUserData(db, api) : answer;
      });
    },
  };
}
