// Verifies a SAML Response posted by the identity provider (signature, audience, lifetime) with @node-saml/node-saml.
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { IdentityRejected, type VerifiedIdentity } from './oidc-verifier';

const EMAIL_ATTRIBUTES = ['email', 'mail', 'emailAddress', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const NAME_ATTRIBUTES = ['displayName', 'name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SamlVerifier {
  private readonly saml: SAML;

  constructor(opts: { idpCert: string; spEntityId: string; callbackUrl: string }) {
    this.saml = new SAML({
      idpCert: opts.idpCert,
      issuer: opts.spEntityId,
      audience: opts.spEntityId,
      callbackUrl: opts.callbackUrl,
      // Either the whole Response or its Assertion must carry a valid signature (node-saml checks both ways).
      wantAuthnResponseSigned: false,
      wantAssertionsSigned: false,
      // IdP-initiated logins answer no request of ours.
      validateInResponseTo: ValidateInResponseTo.never,
      acceptedClockSkewMs: 60_000,
    });
  }

  async verify(samlResponseBase64: string): Promise<VerifiedIdentity> {
    let profile: Record<string, unknown> | null;
    try {
      ({ profile } = await this.saml.validatePostResponseAsync({ SAMLResponse: samlResponseBase64 }));
    } catch (err) {
      throw new IdentityRejected((err as Error).message);
    }
    if (!profile) throw new IdentityRejected('The response carries no assertion');
    const pick = (names: string[]) => names.map((n) => profile[n]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const email = (pick(EMAIL_ATTRIBUTES) ?? (typeof profile.nameID === 'string' ? profile.nameID : '')).trim().toLowerCase();
    if (!EMAIL_SHAPE.test(email)) throw new IdentityRejected('The assertion names no email address');
    return { email, name: pick(NAME_ATTRIBUTES)?.trim() ?? null };
  }
}
