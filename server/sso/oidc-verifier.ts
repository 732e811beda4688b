// Verifies OpenID Connect access tokens (JWTs) against the issuer's published keys, found by discovery.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export interface VerifiedIdentity {
  email: string;
  name: string | null;
}

/** The token is not acceptable (bad signature, audience, issuer, expiry, no email). */
export class IdentityRejected extends Error {}
/** The identity provider could not be asked (down, slow, misconfigured). */
export class IdentityProviderUnavailable extends Error {}

const FETCH_TIMEOUT_MS = 5_000;

export class OidcVerifier {
  private keys: Promise<{ issuer: string; jwks: ReturnType<typeof createRemoteJWKSet> }> | null = null;

  constructor(private readonly issuer: string) {}

  /** Verifies signature, issuer, audience and lifetime; the `email` claim names the member. */
  async verify(accessToken: string, audience: string): Promise<VerifiedIdentity> {
    const { issuer, jwks } = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(accessToken, jwks, { issuer, audience }));
    } catch (err) {
      if (err instanceof errors.JWKSTimeout || !(err instanceof errors.JOSEError)) {
        throw new IdentityProviderUnavailable((err as Error).message);
      }
      throw new IdentityRejected(err.message);
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email || payload.email_verified === false) throw new IdentityRejected('The token carries no verified email');
    return { email, name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null };
  }

  /** The discovery document, fetched once (again after a failure); jose caches and refreshes the key set. */
  private discover() {
    this.keys ??= (async () => {
      const url = `${this.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`Discovery answered ${res.status}`);
      const doc = (await res.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (typeof doc.jwks_uri !== 'string' || typeof doc.issuer !== 'string') throw new Error('Discovery document lacks issuer or jwks_uri');
      // OpenID Connect Discovery 1.0, 4.3: the document must name the issuer it was fetched for.
      if (doc.issuer.replace(/\/$/, '') !== this.issuer.replace(/\/$/, '')) throw new Error(`Discovery names issuer ${doc.issuer}`);
      return { issuer: doc.issuer, jwks: createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS }) };
    })().catch((err: unknown) => {
      this.keys = null;
      throw new IdentityProviderUnavailable(`OpenID Connect discovery failed: ${(err as Error).message}`);
    });
    return this.keys;
  }
}
