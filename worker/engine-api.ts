// The sync engine's public surface, called from the app over Comlink; the app imports this as a type only.
import type { SignUpBody } from '../schema/accounts';
import type { Mutation } from '../schema/outbox';
import type {
  CustomUserFieldsAnswer,
  CustomUserValue,
  EmailSettings,
  EmailSettingsBody,
  MarketingPreferences,
  MarketingPreferencesBody,
  ProfileBody,
  WalkthroughBody,
  WalkthroughSlide,
} from '../schema/profile';

export interface EngineEvents {
  /** The server refused the session (401, or a 403 the refresh could not mend): the app shows login. */
  onUnauthorized(): void;
  /** The leader's view of connectivity and pending work changed. */
  onStatus?(status: EngineStatus): void;
}

export interface EngineStatus {
  online: boolean;
  leader: boolean;
  pending: number;
  failed: number;
  lastSyncAt: number | null;
}

/** A refused call: its HTTP status (-1 unknown, 408 time-out) and the message to show, in the spec's words. */
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

export interface Engine {
  /** Registers the app's callbacks (a Comlink proxy) and starts sync when a session is stored. */
  start(events: EngineEvents): Promise<void>;
  /** Loads startup data (configuration, limits, snippet) into the mirror; works signed out. */
  loadStartup(): Promise<void>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Ends the session on the server (best effort) and wipes the member's mirror and outbox. */
  signOut(): Promise<void>;
  /** Pulls groups and the member's groups into the mirror. */
  refreshGroups(): Promise<void>;
  /** Fetches a wall's first page (or the next one when `more`), into the mirror. */
  loadWall(key: string, more?: boolean): Promise<void>;
  /** Fetches a post and its comments into the mirror. */
  loadPost(id: number): Promise<void>;
  /** Writes the optimistic post and its outbox entry in one transaction; returns the client id. */
  createPost(wallKey: string, body: string): Promise<string>;
  createComment(postId: number, body: string): Promise<string>;
  /** A failed entry back to pending, then a send attempt. */
  retry(clientId: string): Promise<void>;
  /** Drops an unsent entry and its optimistic row. */
  discard(clientId: string): Promise<void>;
  /** Sends the outbox and pulls deltas now (leader only; others no-op). */
  syncNow(): Promise<void>;
  /** Pending mutations, for the sign-out warning. */
  unsent(): Promise<Mutation[]>;

  // Ways in (spec 2.5, 4). Each signs in as signIn does: session, then user data, cleared again on failure.
  /** Mails a login code to an existing account; answers ok for any well-formed address. */
  requestLoginCode(email: string, inviteLinkCode?: string): Promise<AccountResult>;
  signInWithCode(code: string): Promise<SignInResult>;
  /** OpenID Connect access token, for the configured client id. */
  signInWithOidc(accessToken: string): Promise<SignInResult>;
  /** base64 SAML response of the identity provider. */
  signInWithSaml(samlResponse: string): Promise<SignInResult>;
  signUp(form: SignUpForm): Promise<SignInResult>;
  /** Webview mode: the native app's stored secret headers become this device's session. */
  adoptSession(secretId: string, secret: string): Promise<SignInResult>;
  /** Reloads user data; an HTTP error other than 500 ends the session (spec 4). */
  loadUserData(): Promise<AccountResult>;
  /** Console preview mode: every request carries X-Console-Preview. */
  setConsolePreview(on: boolean): Promise<void>;

  // Passwords and email confirmation.
  requestPasswordReset(email: string): Promise<AccountResult>;
  resetPassword(token: string, newPassword: string): Promise<AccountResult>;
  changePassword(currentPassword: string, newPassword: string): Promise<AccountResult>;
  confirmEmail(token: string): Promise<AccountResult>;
  resendEmailConfirmation(captchaToken?: string): Promise<AccountResult>;

  // The member's own account; answers that change the user record update the stored user data.
  /** Uploads an avatar image (at most 10 MB); answers its file url for setAvatar. */
  uploadAvatar(file: Blob, name: string): Promise<AccountResult<string>>;
  setAvatar(fileUrl: string): Promise<AccountResult>;
  changeDisplayName(displayName: string): Promise<AccountResult>;
  updateProfile(changes: ProfileBody): Promise<AccountResult>;
  customUserFields(): Promise<AccountResult<CustomUserFieldsAnswer>>;
  saveCustomUserValues(values: CustomUserValue[]): Promise<AccountResult<CustomUserValue[]>>;
  completeOnboarding(): Promise<AccountResult>;
  agreeToLegal(privacyPolicyVersion: number, termsConditionsVersion: number): Promise<AccountResult>;
  walkthroughSlides(): Promise<AccountResult<WalkthroughSlide[]>>;
  saveWalkthrough(progress: WalkthroughBody): Promise<AccountResult>;
  changeEmail(email: string, password: string): Promise<AccountResult>;
  marketingPreferences(): Promise<AccountResult<MarketingPreferences>>;
  saveMarketingPreferences(changes: MarketingChanges): Promise<AccountResult<MarketingPreferences>>;
  emailSettings(): Promise<AccountResult<EmailSettings>>;
  saveEmailSettings(changes: EmailSettingsChanges): Promise<AccountResult<EmailSettings>>;
  reportAccount(accountId: number, reason: string): Promise<AccountResult>;
  /** Deletes the account (confirmation must be the required wording) and forgets the member on this device. */
  deleteAccount(deleteContent: boolean, confirmation: string): Promise<AccountResult>;
  /** Guard 2: closes the payment ticket and reloads owned plans. */
  completePaymentTicket(): Promise<AccountResult>;
}
