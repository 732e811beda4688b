// What the engine's calls answer the app (results, failures, status): types both the engine and its commands use.
import type { SignUpBody } from '../schema/accounts';
import type { EmailSettingsBody, MarketingPreferencesBody } from '../schema/profile';

export interface EngineStatus {
  online: boolean;
  leader: boolean;
  pending: number;
  failed: number;
  lastSyncAt: number | null;
  /** The realtime subscription (docs/product.md 4): 'active' while subscribed, 'suspended' otherwise (docs/api-realtime.md). */
  realtime: 'active' | 'suspended';
}

/** A refused call: its HTTP status (-1 unknown, 408 time-out) and the message to show, in the product's words. */
export interface Failure {
  ok: false;
  status: number;
  message: string;
}
export type SignInResult = { ok: true } | Failure;
/** Account calls answer instead of throwing, so forms show the refusal as the server worded it. */
export type AccountResult<T = void> = { ok: true; value: T } | Failure;
export type SignUpForm = SignUpBody;
export type MarketingChanges = MarketingPreferencesBody['marketing_preferences'];
export type EmailSettingsChanges = EmailSettingsBody['email_settings'];
