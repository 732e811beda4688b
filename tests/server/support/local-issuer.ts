// A local OpenID Connect issuer: discovery document and JWKS over node:http on 127.0.0.1, and tokens signed with its key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export interface TokenOptions {
  audience: string;
  claims?: JWTPayload;
  expiresIn?: string | number;
  /** sign with this key instead of the issuer's (same kid): a forged token */
  key?: CryptoKey;
  issuer?: string;
}

export class LocalIssuer {
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    private readonly privateKey: CryptoKey,
  ) {}

  static async start(): Promise<LocalIssuer> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    let url = '';
    const server = http.createServer((req, res) => {
      const send = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/.well-known/openid-configuration') return send({ issuer: url, jwks_uri: `${url}/jwks` });
      if (req.url === '/jwks') return send({ keys: [jwk] });
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new LocalIssuer(server, url, privateKey);
  }

  async token(opts: TokenOptions): Promise<string> {
    return new SignJWT(opts.claims ?? {})
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? this.url)
      .setAudience(opts.audience)
      .setSubject('subject-1')
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(opts.key ?? this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Another RSA key: tokens it signs must be refused. */
export async function strangerKey(): Promise<CryptoKey> {
  return (await generateKeyPair('RS256')).privateKey;
}
