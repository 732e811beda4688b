// Settings of the member's account: marketing preferences, email settings, walkthrough progress, reports and deletion.
import type { LocalDb } from '../schema/local-db';
import {
  deleteAccountBody,
  emailSettingsBody,
  marketingPreferencesBody,
  reportAccountBody,
  walkthroughBody,
  type EmailSettings,
  type EmailSettingsBody,
  type MarketingPreferences,
  type MarketingPreferencesBody,
  type WalkthroughBody,
  type WalkthroughSlide,
} from '../schema/profile';
import type { Api } from './api';
import { attempt, validate } from './account-results';
import type { AccountResult } from './engine-api';
import { wipeMember } from './mirror-writes';
import { asMember, patchUserData, reloadUserData } from './user-data';

export function marketingPreferences(db: LocalDb, api: Api): Promise<AccountResult<MarketingPreferences>> {
  return asMember(db, async () => {
    const answer = await attempt(() => api.marketingPreferences());
    return answer.ok ? { ok: true, value: answer.value.marketing_preferences } : answer;
  });
}

export async function saveMarketingPreferences(
  db: LocalDb,
  api: Api,
  changes: MarketingPreferencesBody['marketing_preferences'],
): Promise<AccountResult<MarketingPreferences>> {
  const body = validate(marketingPreferencesBody, { marketing_preferences: changes });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const answer = await attempt(() => api.saveMarketingPreferences(body.value));
    return answer.ok ? { ok: true, value: answer.value.marketing_preferences } : answer;
  });
}

export function emailSettings(db: LocalDb, api: Api): Promise<AccountResult<EmailSettings>> {
  return asMember(db, async () => {
    const answer = await attempt(() => api.emailSettings());
    return answer.ok ? { ok: true, value: answer.value.email_settings } : answer;
  });
}

export async function saveEmailSettings(
  db: LocalDb,
  api: Api,
  changes: EmailSettingsBody['email_settings'],
): Promise<AccountResult<EmailSettings>> {
  const body = validate(emailSettingsBody, { email_settings: changes });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const answer = await attempt(() => api.saveEmailSettings(body.value));
    return answer.ok ? { ok: true, value: answer.value.email_settings } : answer;
  });
}

export function walkthroughSlides(db: LocalDb, api: Api): Promise<AccountResult<WalkthroughSlide[]>> {
  return asMember(db, async () => {
    const answer = await attempt(() => api.walkthroughSlides());
    return answer.ok ? { ok: true, value: answer.value.slides } : answer;
  });
}

/** The step reached and completion (a skip too) land in the user data the walkthrough guard reads. */
export async function saveWalkthrough(db: LocalDb, api: Api, progress: WalkthroughBody): Promise<AccountResult> {
  const body = validate(walkthroughBody, progress);
  if (!body.ok) return body;
  return asMember(db, async (session) => {
    const answer = await attempt(() => api.saveWalkthrough(body.value));
    if (!answer.ok) return answer;
    await patchUserData(db, session.user_id, (data) => ({ ...data, ...answer.value }));
    return { ok: true, value: undefined };
  });
}

export async function reportAccount(db: LocalDb, api: Api, accountId: number, reason: string): Promise<AccountResult> {
  const body = validate(reportAccountBody, { reason });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const sent = await attempt(() => api.reportAccount(accountId, body.value.reason));
    return sent.ok ? { ok: true, value: undefined } : sent;
  });
}

/** The server ended every session of the account: the device forgets the member as on sign-out. */
export async function deleteAccount(db: LocalDb, api: Api, deleteContent: boolean, confirmation: string): Promise<AccountResult> {
  const body = validate(deleteAccountBody, { delete_content: deleteContent, confirmation });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const sent = await attempt(() => api.deleteAccount(body.value));
    if (!sent.ok) return sent;
    await wipeMember(db);
    return { ok: true, value: undefined };
  });
}

/** Guard 2: the payment provider sent the member back; the ticket is closed and owned plans reloaded. */
export async function completePaymentTicket(db: LocalDb, api: Api): Promise<AccountResult> {
  return asMember(db, async () => {
    const sent = await attempt(() => api.completePaymentTicket());
    if (!sent.ok) return sent;
    return reloadUserData(db, api);
  });
}
