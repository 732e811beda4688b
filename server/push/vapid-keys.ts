// The server's VAPID key pair (RFC 8292): made with web-push on first start and kept in the data directory; key files written before web-push (a private JWK) still read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** web-push's form, base64url: the uncompressed public point (65 bytes, the applicationServerKey browsers subscribe with) and the private scalar (32 bytes). */
export type VapidKeys = webPush.VapidKeys;

/** What vapid-keys.json holds: web-push's form, or (written before the server used web-push) the private key as a JWK. */
interface KeyFile {
  publicKey: string;
  privateKey?: string;
  privateJwk?: { d?: string };
}

export const generateVapidKeys = (): VapidKeys => webPush.generateVAPIDKeys();

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
    fs.writeFileSync(file, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readKeys(file);
}

function readKeys(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
  // A JWK's `d` is the same 32-byte scalar, base64url: an older file's keys go on signing, so its subscriptions keep working.
  const privateKey = parsed.privateKey ?? parsed.privateJwk?.d;
  if (!privateKey) throw new Error(`${file}: no VAPID private key`);
  // A pair that does not match would sign JWTs push services refuse for every subscription made with the public key.
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  if (ecdh.getPublicKey('base64url') !== parsed.publicKey) throw new Error(`${file}: the VAPID public key does not match the private key`);
  return { publicKey: parsed.publicKey, privateKey };
}
