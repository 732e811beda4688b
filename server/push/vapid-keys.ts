// VAPID (RFC 8292): the server's P-256 key pair, made on first start and kept in the data directory, and the ES256 JWT each Web Push request carries.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface VapidKeys {
  /** base64url of the uncompressed public point (65 bytes): the applicationServerKey browsers subscribe with. */
  publicKey: string;
  /** The private key as a JWK (kept in the file). */
  privateJwk: crypto.JsonWebKey;
}

export function generateVapidKeys(): VapidKeys {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  return { publicKey: publicPointOf(jwk), privateJwk: jwk };
}

/** 0x04 || x || y of a P-256 JWK, base64url. */
export function publicPointOf(jwk: crypto.JsonWebKey): string {
  const x = Buffer.from(jwk.x!, 'base64url');
  const y = Buffer.from(jwk.y!, 'base64url');
  return Buffer.concat([Buffer.from([4]), x, y]).toString('base64url');
}

/**
 * The keys kept in `file`: read when it exists, else made and written (mode 0600, created exclusively, so two
 * processes starting at once both end up with the one that was written first).
 */
export function loadOrCreateVapidKeys(file: string): VapidKeys {
  try {
    return readKeys(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const keys = generateVapidKeys();
  try {
    fs.writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateJwk: keys.privateJwk }), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeys(file);
}

function readKeys(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  if (publicPointOf(parsed.privateJwk) !== parsed.publicKey) throw new Error(`${file}: the VAPID public key does not match the private key`);
  return parsed;
}

const JWT_LIFETIME_S = 12 * 60 * 60;

/** `Authorization: vapid t=<JWT>, k=<public key>` for a push service's origin (RFC 8292 section 3). */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, subject: string, nowMs = Date.now()): string {
  const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'ES256' })).toString('base64url');
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + JWT_LIFETIME_S, sub: subject };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const key = crypto.createPrivateKey({ key: keys.privateJwk, format: 'jwk' });
  const signature = crypto.sign('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `vapid t=${header}.${body}.${signature}, k=${keys.publicKey}`;
}
