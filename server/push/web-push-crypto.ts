// Web Push message encryption (RFC 8291 with RFC 8188's aes128gcm): one record, a fresh ECDH key and salt per message.
import crypto from 'node:crypto';

/** One record holds the whole payload: 4,096 bytes is what every push service accepts. */
export const RECORD_SIZE = 4096;
/** The plaintext room in one record: the size less the AEAD tag and the delimiter byte. */
export const MAX_PAYLOAD_BYTES = RECORD_SIZE - 16 - 1 - 86;

/**
 * Encrypts `payload` for a subscription's keys (`p256dh`: the browser's public point, `auth`: its 16-byte secret, both
 * base64url). The answer is the request body: salt (16) | record size (4) | key id length (1) | our public point (65) | ciphertext.
 */
export function encryptPayload(payload: Buffer, keys: { p256dh: string; auth: string }): Buffer {
  if (payload.length > MAX_PAYLOAD_BYTES) throw new Error(`push payload of ${payload.length} bytes is over ${MAX_PAYLOAD_BYTES}`);
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  const ecdh = crypto.createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const salt = crypto.randomBytes(16);
  const ecdhSecret = ecdh.computeSecret(uaPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const cipher = crypto.createCipheriv('aes-128-gcm', cek, nonce);
  // The last (and only) record ends with the delimiter 0x02, no padding.
  const sealed = Buffer.concat([cipher.update(Buffer.concat([payload, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, sealed]);
}

export const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));
