// Google's OAuth token endpoint and FCM's HTTP v1 send, played by an HTTPS server of the test's own on 127.0.0.1, and an agent that takes firebase-admin's calls there.
import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import selfsigned from 'selfsigned';

export interface FcmSent {
  token: string;
  data: Record<string, string>;
  webpush: { headers?: Record<string, string> } | undefined;
  authorization: string | undefined;
}

/** A service account's key as the firebase console gives it, with a fresh RSA key. */
export function makeServiceAccount(projectId: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    key: {
      type: 'service_account',
      project_id: projectId,
      client_email: `push@${projectId}.iam.gserviceaccount.com`,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    publicKey,
  };
}

const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

export class FcmStandIn {
  readonly sent: FcmSent[] = [];
  readonly tokenRequests: Record<string, unknown>[] = [];
  /** Per device token, the statuses the next sends answer (then 200): e.g. [503] once unavailable. */
  readonly script = new Map<string, number[]>();
  /** Tokens FCM no longer knows (404 UNREGISTERED). */
  readonly unregistered = new Set<string>();
  private server: https.Server | null = null;
  private ca = '';
  private readonly accessToken = crypto.randomBytes(16).toString('hex');

  constructor(
    private readonly projectId: string,
    private readonly accountKey: crypto.KeyObject,
    private readonly clientEmail: string,
  ) {}

  async start(): Promise<void> {
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'googleapis stand-in' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'fcm.googleapis.com' }, { type: 2, value: 'oauth2.googleapis.com' }] }],
    });
    this.ca = pems.cert;
    this.server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const answer = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(json));
        };
        if (req.headers.host === 'oauth2.googleapis.com' && req.url === '/token') return answer(...this.token(body));
        if (req.headers.host === 'fcm.googleapis.com' && req.url === `/v1/projects/${this.projectId}/messages:send`) return answer(...this.send(body, req.headers.authorization));
        answer(404, { error: { code: 404, message: `no route ${req.headers.host}${req.url}`, status: 'NOT_FOUND' } });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** The JWT-bearer grant: the assertion must be signed by the service account's key, for the messaging scope. */
  private token(body: string): [number, unknown] {
    const form = new URLSearchParams(body);
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    const signed = header && claims && signature && crypto.verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.accountKey, Buffer.from(signature, 'base64url'));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !signed) return [400, { error: 'invalid_grant' }];
    const c = b64json(claims);
    this.tokenRequests.push(c);
    if (c.iss !== this.clientEmail || !String(c.scope).includes('https://www.googleapis.com/auth/firebase.messaging')) return [400, { error: 'invalid_scope' }];
    return [200, { access_token: this.accessToken, expires_in: 3600, token_type: 'Bearer' }];
  }

  private send(body: string, authorization: string | undefined): [number, unknown] {
    if (authorization !== `Bearer ${this.accessToken}`) return [401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }];
    const { message } = JSON.parse(body) as { message: { token: string; data: Record<string, string>; webpush?: FcmSent['webpush'] } };
    const fcmError = (code: number, status: string, errorCode: string): [number, unknown] => [
      code,
      { error: { code, message: errorCode, status, details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] } },
    ];
    if (this.unregistered.has(message.token)) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
    const next = this.script.get(message.token)?.shift();
    if (next === 503) return fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE');
    if (next === 400) return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
    this.sent.push({ token: message.token, data: message.data, webpush: message.webpush, authorization });
    return [200, { name: `projects/${this.projectId}/messages/${this.sent.length}` }];
  }

  /** An agent that connects every host to this server (TLS still checks the host's name against its certificate). */
  agent(): https.Agent {
    const port = (this.server!.address() as AddressInfo).port;
    const ca = this.ca;
    return new (class extends https.Agent {
      override createConnection(options: tls.ConnectionOptions): ReturnType<typeof tls.connect> {
        return tls.connect({ ...options, host: '127.0.0.1', port, servername: options.servername ?? options.host, ca });
      }
    })({ keepAlive: false });
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
