// A Google OAuth2 access token for a service account (RFC 7523's JWT-bearer grant, RS256 with node:crypto), as firebase-admin's credential: the same HTTP agent as its sends.
import crypto from 'node:crypto';
import https from 'node:https';
import type { Credential, GoogleOAuthAccessToken } from 'firebase-admin/app';

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface ServiceAccountForToken {
  client_email: string;
  private_key: string;
  /** The key file's token endpoint; Google's by default. */
  token_uri?: string;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The grant's signed assertion: issued by the service account, for the token endpoint, an hour long. */
export function tokenAssertion(account: ServiceAccountForToken, nowSeconds: number): string {
  const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iss: account.client_email, scope: MESSAGING_SCOPE, aud: account.token_uri ?? GOOGLE_TOKEN_URL, iat: nowSeconds, exp: nowSeconds + 3600 })}`;
  return `${head}.${crypto.sign('RSA-SHA256', Buffer.from(head), account.private_key).toString('base64url')}`;
}

/**
 * firebase-admin's own service-account credential fetches its token without the app's HTTP agent (its auth library
 * drops it), so this one asks the token endpoint itself; firebase-admin keeps the token until shortly before it ends.
 */
export function serviceAccountCredential(account: ServiceAccountForToken, agent?: https.Agent): Credential {
  return {
    getAccessToken: () =>
      new Promise<GoogleOAuthAccessToken>((resolve, reject) => {
        const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: tokenAssertion(account, Math.floor(Date.now() / 1000)) }).toString();
        const req = https.request(account.token_uri ?? GOOGLE_TOKEN_URL, {
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: Partial<GoogleOAuthAccessToken> = {};
            try {
              json = JSON.parse(text) as Partial<GoogleOAuthAccessToken>;
            } catch {
              // Not JSON: reported below with the status.
            }
            if (res.statusCode === 200 && typeof json.access_token === 'string' && typeof json.expires_in === 'number') resolve({ access_token: json.access_token, expires_in: json.expires_in });
            else reject(new Error(`The token endpoint answered ${res.statusCode}: ${text.slice(0, 200)}`));
          });
        });
        req.on('timeout', () => req.destroy(new Error('The token endpoint did not answer in time')));
        req.on('error', reject);
        req.end(body);
      }),
  };
}
