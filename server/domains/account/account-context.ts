// What account services need beyond the database: deployment settings, the mailer and the rate limiter.
import type { Database } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import type { RateLimiter } from '../../core/rate-limits';

export interface AccountSettings {
  /** Where the app is served; links in mails point here and CORS allows only its origin. */
  publicUrl: string;
  /** OpenID Connect issuer (discovery at /.well-known/openid-configuration) and, optionally, the client id. */
  oidc: { issuer: string; clientId?: string } | null;
  /** The identity provider's signing certificate (PEM) and our entity id (the expected audience). */
  saml: { idpCert: string; spEntityId: string } | null;
  /** Where captcha tokens are verified (form post of secret and response; JSON {success}). */
  captcha: { verifyUrl: string; secret: string } | null;
  /** The dev mailbox page and JSON answer (off in production, and whenever mail goes out over SMTP). */
  devMailbox: boolean;
  /** The server's clock: what "a day old" and a session's age are measured on. */
  now: () => Date;
}

export interface AccountContext {
  db: Database;
  settings: AccountSettings;
  mailer: Mailer;
  limiter: RateLimiter;
}

/** An absolute link into the app, e.g. appLink(settings, '/change-password', { token }). */
export function appLink(settings: AccountSettings, pathname: string, query: Record<string, string> = {}): string {
  const base = settings.publicUrl.endsWith('/') ? settings.publicUrl : `${settings.publicUrl}/`;
  // Relative to the base, so an app served under a path prefix keeps it.
  const url = new URL(pathname.replace(/^\//, ''), base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
