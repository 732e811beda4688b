// The signed-in member's own account: avatar, names, onboarding, custom fields, legal, walkthrough, settings, deletion.
import { z } from 'zod';
import { DELETE_ACCOUNT_WORD, displayNameRule } from './accounts';
import { AVATAR_MIME_TYPES } from './constants';
import { numericId } from './common';
import { messages } from './messages';
import { email, user } from './session';

/** Avatar uploads: image types recognised by their first bytes. */
export { AVATAR_MIME_TYPES };
export const BIO_MAX = 500;

export const userAnswer = z.object({ user });
export type UserAnswer = z.infer<typeof userAnswer>;

/** POST /api/v2/uploads (multipart field `file`) answers where the file now lives. */
export const uploadAnswer = z.object({ file_url: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;

export const avatarBody = z.object({
  file_url: z.string({ error: messages.avatarUploadFailed }).min(1, messages.avatarUploadFailed).max(500, messages.avatarUploadFailed),
});
export type AvatarBody = z.infer<typeof avatarBody>;

export const displayNameBody = z.object({ display_name: displayNameRule });
export type DisplayNameBody = z.infer<typeof displayNameBody>;

/** Username is checked against the configured lengths and pattern by the server. */
export const profileBody = z.object({
  username: z.string().trim().toLowerCase().max(200, messages.usernameIncorrect).optional(),
  bio: z.string().trim().max(BIO_MAX, messages.bioTooLong).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const onboardingBody = z.object({});

export const customFieldType = z.enum(['text', 'select']);
export const customUserField = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: customFieldType,
  /** choices of a select; empty for text */
  options: z.array(z.string()),
  mandatory: z.boolean(),
});
export type CustomUserField = z.infer<typeof customUserField>;

export const customUserValue = z.object({ custom_user_field_id: z.number().int(), value: z.string() });
export type CustomUserValue = z.infer<typeof customUserValue>;

export const customUserFieldsAnswer = z.object({
  custom_user_fields: z.array(customUserField),
  custom_user_values: z.array(customUserValue),
});
export type CustomUserFieldsAnswer = z.infer<typeof customUserFieldsAnswer>;

export const customUserValuesBody = z.object({
  values: z
    .array(z.object({ custom_user_field_id: z.number().int().positive().max(2_147_483_647), value: z.string().trim().max(500, messages.badRequest) }))
    .max(100),
});
export type CustomUserValuesBody = z.infer<typeof customUserValuesBody>;
export const customUserValuesAnswer = z.object({ custom_user_values: z.array(customUserValue) });

export const legalAgreementBody = z.object({
  privacy_policy_version: z.number().int().min(0).max(1_000_000),
  terms_conditions_version: z.number().int().min(0).max(1_000_000),
});
export type LegalAgreementBody = z.infer<typeof legalAgreementBody>;

export const walkthroughSlide = z.object({ id: z.number().int(), title: z.string(), body: z.string(), image_url: z.string().nullable() });
export type WalkthroughSlide = z.infer<typeof walkthroughSlide>;
export const walkthroughSlidesAnswer = z.object({ slides: z.array(walkthroughSlide) });

/** PUT /api/v2/account/walkthrough: the step reached, and/or completed (true also records a skip). */
export const walkthroughBody = z.object({ step_id: z.number().int().positive().max(2_147_483_647).optional(), completed: z.boolean().optional() });
export type WalkthroughBody = z.infer<typeof walkthroughBody>;
export const walkthroughAnswer = z.object({
  walkthrough_completed: z.boolean(),
  last_walkthrough_step: z.object({ walkthrough_step: z.object({ id: z.number().int() }) }).nullable(),
});
export type WalkthroughAnswer = z.infer<typeof walkthroughAnswer>;

export const changeEmailBody = z.object({
  email,
  password: z.string({ error: messages.loginNotRecognised }).min(1, messages.loginNotRecognised).max(1024, messages.loginNotRecognised),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;

export const marketingPreferences = z.object({
  global_opt_in: z.boolean(),
  digest_email: z.boolean(),
  global_opt_in_can_ask: z.boolean(),
  global_opt_in_can_ask_modal: z.boolean(),
});
export type MarketingPreferences = z.infer<typeof marketingPreferences>;
export const marketingPreferencesAnswer = z.object({ marketing_preferences: marketingPreferences });
export const marketingPreferencesBody = z.object({
  marketing_preferences: z.object({ global_opt_in: z.boolean().optional(), digest_email: z.boolean().optional() }),
});
export type MarketingPreferencesBody = z.infer<typeof marketingPreferencesBody>;

export const emailSettings = z.object({ notifications: z.boolean(), digest: z.enum(['off', 'weekly']) });
export type EmailSettings = z.infer<typeof emailSettings>;
export const emailSettingsAnswer = z.object({ email_settings: emailSettings });
export const emailSettingsBody = z.object({ email_settings: emailSettings.partial() });
export type EmailSettingsBody = z.infer<typeof emailSettingsBody>;

export const accountParams = z.object({ id: numericId });
export const reportAccountBody = z.object({
  reason: z.string({ error: messages.reportReasonRequired }).trim().min(1, messages.reportReasonRequired).max(2000, messages.badRequest),
});
export type ReportAccountBody = z.infer<typeof reportAccountBody>;

export const deleteAccountBody = z.object({
  delete_content: z.boolean().default(false),
  confirmation: z.literal(DELETE_ACCOUNT_WORD, { error: messages.deleteConfirmation }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const paymentTicket = z.object({
  id: z.number().int(),
  platform: z.string(),
  device_summary: z.string(),
  completed_at: z.string().nullable(),
});
export type PaymentTicket = z.infer<typeof paymentTicket>;
/** GET answers the member's latest ticket, or null before the first. */
export const paymentTicketAnswer = z.object({ payment_ticket: paymentTicket.nullable() });
export const paymentTicketBody = z.object({
  platform: z.string().trim().min(1, messages.badRequest).max(50, messages.badRequest),
  device_summary: z.string().trim().max(500, messages.badRequest).default(''),
});
export type PaymentTicketBody = z.infer<typeof paymentTicketBody>;
