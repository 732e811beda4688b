// A SAML identity provider for tests: a freshly generated RSA key and self-signed certificate, and Responses signed with xml-crypto.
import crypto from 'node:crypto';
import selfsigned from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export interface IdpKeys {
  key: string;
  cert: string;
}

export async function makeIdpKeys(): Promise<IdpKeys> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'Test IdP' }], { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}

export interface AssertionOptions {
  email: string;
  audience: string;
  recipient: string;
  name?: string;
  /** minutes from now the assertion stops being valid (negative: already expired) */
  validForMinutes?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function samlResponseXml(opts: AssertionOptions): string {
  const now = Date.now();
  const until = now + (opts.validForMinutes ?? 5) * 60_000;
  const id = () => `_${crypto.randomBytes(12).toString('hex')}`;
  const nameAttribute = opts.name
    ? `<saml:Attribute Name="displayName"><saml:AttributeValue>${esc(opts.name)}</saml:AttributeValue></saml:Attribute>`
    : '';
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="${id()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${esc(opts.recipient)}">` +
    `<saml:Issuer>https://idp.test</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${id()}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>https://idp.test</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(opts.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${iso(until)}" Recipient="${esc(opts.recipient)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(now - 60_000)}" NotOnOrAfter="${iso(until)}">` +
    `<saml:AudienceRestriction><saml:Audience>${esc(opts.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${id()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${esc(opts.email)}</saml:AttributeValue></saml:Attribute>` +
    `${nameAttribute}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`
  );
}

/** Signs the whole Response (enveloped, exclusive c14n, RSA-SHA256), the signature placed after its Issuer. */
export function signResponse(xml: string, keys: IdpKeys): string {
  const sig = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  sig.addReference({
    xpath: "/*[local-name(.)='Response']",
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, { location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' } });
  return sig.getSignedXml();
}

export const base64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
