// A push service of the test's own: HTTPS on 127.0.0.1 (self-signed), one path per subscription, decrypting each aes128gcm message with the browser side's keys and checking its VAPID JWT.
import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { WebPushSubscription } from '../../../schema/push';
import { RECEIVER_CERT, RECEIVER_KEY } from './push-receiver-cert';

export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, its signature checked against the k= key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

/** The browser side of one subscription: its ECDH key pair and auth secret, as a PushManager would make them. */
class BrowserKeys {
  readonly ecdh = crypto.createECDH('prime256v1');
  readonly publicKey = this.ecdh.generateKeys();
  readonly auth = crypto.randomBytes(16);
}

const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));

/** RFC 8291 / RFC 8188 decryption of a single-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, keys: { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(senderPublic);
  const ikm = hkdf(keys.auth, secret, Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]), 32);
  const cek = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292): an ES256 signature by the key it names. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const m = /^vapid t=([^,]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt, k] = [m[1]!, m[2]!];
  const [h, c, s] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(h, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID alg is not ES256');
  return { ...(JSON.parse(Buffer.from(c, 'base64url').toString()) as { aud: string; exp: number; sub: string }), publicKey: k };
}

export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  /** Every request, answered or not (status given), per subscription id. */
  readonly attempts: { subscription: string; status: number; at: number }[] = [];
  private readonly keys = new Map<string, BrowserKeys>();
  /** Per subscription, the statuses to answer in turn (then 201). */
  private readonly scripted = new Map<string, number[]>();
  private server!: https.Server;
  origin = '';

  async start(): Promise<this> {
    this.server = https.createServer({ cert: RECEIVER_CERT, key: RECEIVER_KEY }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (req.url ?? '').replace(/^\/push\//, '');
        const status = this.scripted.get(id)?.shift() ?? 201;
        this.attempts.push({ subscription: id, status, at: Date.now() });
        const keys = this.keys.get(id);
        if (status === 201 && keys) {
          try {
            const vapid = checkVapid(req.headers.authorization);
            const payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys).toString('utf8')) as unknown;
            this.received.push({ subscription: id, payload, headers: req.headers, vapid });
          } catch (err) {
            res.writeHead(400).end(String(err));
            return;
          }
        }
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new subscription, as `PushSubscription.toJSON()` gives it; `statuses` are answered to its first requests. */
  subscribe(statuses: number[] = []): WebPushSubscription & { id: string } {
    const id = crypto.randomUUID();
    const keys = new BrowserKeys();
    this.keys.set(id, keys);
    this.scripted.set(id, statuses);
    return { id, endpoint: `${this.origin}/push/${id}`, keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.auth.toString('base64url') } };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
