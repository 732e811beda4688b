// Sign-in, session refresh and user data (docs/product.md 3, 4 and 7).
import { z } from 'zod';
import { messages } from './messages';

export const email = z.string({ error: messages.emailInvalid }).trim().toLowerCase().email(messages.emailInvalid).max(254, messages.emailInvalid);

export const loginBody = z.object({
  email,
  password: z.string({ error: messages.loginNotRecognised }).min(1, messages.loginNotRecognised).max(1024, messages.loginNotRecognised),
  manage_ui_displayed: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const session = z.object({
  secret_id: z.string(),
  secret: z.string(),
  /** The product's name for the long-lived token returned on login; it is the refresh token. */
  authentication_token: z.string(),
  refresh_token: z.string(),
  user_id: z.number().int(),
});
export type Session = z.infer<typeof session>;

export const refreshBody = z.object({
  secret: z.string().min(1).max(200),
  refresh_token: z.string().min(1).max(200),
});
export type RefreshBody = z.infer<typeof refreshBody>;

export const refreshParams = z.object({ id: z.string().min(1).max(100) });

/** GET /api/v1/account/sessions: the member's live sessions, the current one flagged (newest use first). */
export const activeSession = z.object({
  id: z.string(),
  /** e.g. "Firefox on Linux"; null when the browser did not say */
  device: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessionsAnswer = z.object({ sessions: z.array(activeSession) });
export type ActiveSessionsAnswer = z.infer<typeof activeSessionsAnswer>;

/** DELETE /api/v1/account/sessions/:id ends one of the member's sessions. */
export const accountSessionParams = z.object({ id: z.string().min(1).max(100) });

export const userRole = z.enum(['member', 'artist', 'admin']);

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  role: userRole,
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  email_confirmation_required: z.boolean(),
  email_confirmed: z.boolean(),
  onboarding_completed: z.boolean(),
  manage_ui_displayed: z.boolean(),
  agreed_legal: z.object({
    privacy_policy_version: z.number().int(),
    terms_conditions_version: z.number().int(),
  }),
  // Optional so older answers still parse; this server always sends them.
  bio: z.string().optional(),
  /** When the display name last changed; it may change again 30 days later. */
  display_name_changed_at: z.string().nullable().optional(),
  /** A new address waiting for confirmation (POST /api/v2/account/email), else null. */
  unconfirmed_email: z.string().nullable().optional(),
  /** The member's own referral code, for links like /signup/{referralCode}. */
  referral_code: z.string().optional(),
});
export type User = z.infer<typeof user>;

/** GET /api/v1/me: the user data call of docs/product.md 3 (its path is ours). */
export const userData = z.object({
  user,
  walkthrough_completed: z.boolean(),
  last_walkthrough_step: z.object({ walkthrough_step: z.object({ id: z.number().int() }) }).nullable(),
  owned_subscriptions: z.array(z.object({ subscription_name: z.string(), started_at: z.string(), expires_at: z.string() })),
  owned_web_subscriptions: z.array(
    z.object({
      web_subscription: z.object({ id: z.number().int() }),
      cancelled_at: z.string().nullable(),
      current_period_end: z.string().nullable(),
      ended_at: z.string().nullable(),
      // Ours, optional so older answers still parse: the purchase, its plan, and how long a failed renewal keeps access.
      id: z.number().int().optional(),
      plan_name: z.string().optional(),
      grace_ends_at: z.string().nullable().optional(),
    }),
  ),
  owned_products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  new_activities_total_count: z.number().int(),
  new_activities_count: z.number().int(),
  unread_messages_count: z.number().int(),
  updates_channel: z.string(),
});
export type UserData = z.infer<typeof userData>;
