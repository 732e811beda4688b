// Turns the environment into buildApp's options: public URL, mail, single sign-on, captcha, limits, uploads, push, realtime, test hooks.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildAppOptions } from '../app';
import { publicAddressesOnly, publicOrLoopback } from '../link-preview/address-policy';
import type { Env } from './env';
import { firebaseFromEnv } from './firebase-options';

export type AccountOptions = Omit<BuildAppOptions, 'db' | 'staticDir' | 'logger'>;

export function defaultPublicUrl(env: Pick<Env, 'HOST' | 'PORT'>): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** SAML_IDP_CERT holds the PEM itself; SAML_IDP_CERT_FILE names a file holding it. */
function samlCertificate(env: Env): string | undefined {
  if (env.SAML_IDP_CERT) return env.SAML_IDP_CERT.replace(/\\n/g, '\n');
  if (env.SAML_IDP_CERT_FILE) return fs.readFileSync(env.SAML_IDP_CERT_FILE, 'utf8');
  return undefined;
}

export function accountOptionsFromEnv(env: Env): AccountOptions {
  const publicUrl = env.PUBLIC_URL ?? defaultPublicUrl(env);
  const idpCert = samlCertificate(env);
  return {
    publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailToConsole: true,
    oidc: env.OIDC_ISSUER ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID } : undefined,
    saml: idpCert ? { idpCert, spEntityId: env.SAML_SP_ENTITY_ID ?? publicUrl } : undefined,
    captcha: env.CAPTCHA_VERIFY_URL && env.CAPTCHA_SECRET ? { verifyUrl: env.CAPTCHA_VERIFY_URL, secret: env.CAPTCHA_SECRET } : undefined,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    uploadsDir: path.join(env.DATA_DIR, 'uploads'),
    // Off in production; with SMTP_URL set the server turns it off by itself (mail goes out instead).
    devMailbox: env.NODE_ENV !== 'production',
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    sessionAbsoluteDays: env.SESSION_ABSOLUTE_DAYS,
    e2eHooks: env.E2E_HOOKS === '1',
    // readEnv refuses the loopback flag without E2E_HOOKS=1 (and E2E_HOOKS=1 in production).
    linkPreviews: { policy: env.LINK_PREVIEW_ALLOW_LOOPBACK === '1' && env.E2E_HOOKS === '1' ? publicOrLoopback : publicAddressesOnly },
    // VAPID keys made on first start and kept beside the database.
    push: {
      vapidKeysFile: path.join(env.DATA_DIR, 'vapid-keys.json'),
      policy: env.PUSH_ALLOW_LOOPBACK === '1' && env.E2E_HOOKS === '1' ? publicOrLoopback : publicAddressesOnly,
      ca: env.PUSH_CA_FILE ? fs.readFileSync(env.PUSH_CA_FILE, 'utf8') : undefined,
      firebase: firebaseFromEnv(env),
    },
    // The local payment provider signs its events with a secret made on first start and kept beside the database.
    payments: { signingSecretFile: path.join(env.DATA_DIR, 'payments-signing-secret') },
    realtime: env.PUBNUB_PUBLISH_KEY && env.PUBNUB_SUBSCRIBE_KEY && env.PUBNUB_SECRET_KEY
      ? { pubnub: { publishKey: env.PUBNUB_PUBLISH_KEY, subscribeKey: env.PUBNUB_SUBSCRIBE_KEY, secretKey: env.PUBNUB_SECRET_KEY } }
      : undefined,
  };
}
