// The signed-in member's own account calls of docs/api-accounts.md, validated with schema/profile (settings writes go through the outbox).
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { contentReportResponse, type ReportedItemType } from '../../../schema/post-controls';
import {
  customUserFieldsAnswer,
  emailSettingsAnswer,
  marketingPreferencesAnswer,
  paymentTicketAnswer,
  uploadAnswer,
  userAnswer,
  walkthroughSlidesAnswer,
  type ChangeEmailBody,
  type DeleteAccountBody,
  type LegalAgreementBody,
  type ProfileBody,
} from '../../../schema/profile';
import { activeSessionsAnswer } from '../../../schema/session';
import type { ApiClient } from '../../api-client';

export function profileCalls(client: ApiClient) {
  return {
    upload: (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return client.request('POST', apiPaths.uploads, { body: form, schema: uploadAnswer });
    },
    setAvatar: (fileUrl: string) => client.request('POST', apiPaths.avatar, { body: { file_url: fileUrl }, schema: userAnswer }),
    changeDisplayName: (displayName: string) =>
      client.request('POST', apiPaths.displayName, { body: { display_name: displayName }, schema: userAnswer }),
    updateProfile: (body: ProfileBody) => client.request('PATCH', apiPaths.profile, { body, schema: userAnswer }),
    completeOnboarding: () => client.request('POST', apiPaths.onboarding, { body: {}, schema: userAnswer }),
    customUserFields: () => client.request('GET', apiPaths.customUserFields, { schema: customUserFieldsAnswer }),
    agreeToLegal: (body: LegalAgreementBody) => client.request('PATCH', apiPaths.legalAgreement, { body, schema: userAnswer }),
    walkthroughSlides: () => client.request('GET', apiPaths.walkthroughSlides, { schema: walkthroughSlidesAnswer }),
    changeEmail: (body: ChangeEmailBody) => client.request('POST', apiPaths.accountEmail, { body, retry: false }),
    marketingPreferences: () => client.request('GET', apiPaths.marketingPreferences, { schema: marketingPreferencesAnswer }),
    emailSettings: () => client.request('GET', apiPaths.emailSettings, { schema: emailSettingsAnswer }),
    reportAccount: (accountId: number, reason: string) =>
      client.request('POST', fillPath(apiPaths.accountReports, { id: accountId }), { body: { reason }, retry: false }),
    /** A post or a comment reported {reason}; a second report of the same item answers the same. */
    reportContent: (itemType: ReportedItemType, id: number, reason: string) =>
      client.request('POST', fillPath(itemType === 'Post' ? apiPaths.postReports : apiPaths.commentReports, { id }), {
        body: { reason },
        schema: contentReportResponse,
        retry: false,
      }),
    deleteAccount: (body: DeleteAccountBody) => client.request('DELETE', apiPaths.account, { body, retry: false }),
    activeSessions: () => client.request('GET', apiPaths.accountSessions, { schema: activeSessionsAnswer }),
    endSession: (id: string) => client.request('DELETE', fillPath(apiPaths.accountSession, { id }), { retry: false }),
    endOtherSessions: () => client.request('DELETE', apiPaths.accountSessions, { schema: activeSessionsAnswer, retry: false }),
    paymentTicket: () => client.request('GET', apiPaths.paymentTicket, { schema: paymentTicketAnswer }),
    completePaymentTicket: () => client.request('POST', apiPaths.paymentTicketComplete, { body: {} }),
  };
}
