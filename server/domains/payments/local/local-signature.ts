// The local provider's event signatures, in Stripe's scheme (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`), with a secret kept in DATA_DIR.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { paymentMessages } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';

/** How old a signature may be (Stripe's default tolerance). */
const TOLERANCE_SECONDS = 300;

/** The signing secret in `file`, made on first start (mode 600); without a file, one for this process only. */
export function loadOrCreateSigningSecret(file: string | undefined): string {
  if (!file) return randomBytes(32).toString('hex');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process made it first: theirs is the one.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

const hmac = (secret: string, t: number, body: string | Buffer) => createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');

/** The signature header of `body`, signed now (real time: the signature's age is not the payments clock's). */
export function signPayload(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/** Throws 400 unless `header` signs `body` with `secret` within the tolerance. */
export function verifySignature(secret: string, body: Buffer, header: string | undefined): void {
  const parts = new Map<string, string[]>();
  for (const item of (header ?? '').split(',')) {
    const [k, v] = item.split('=', 2);
    if (k && v) parts.set(k.trim(), [...(parts.get(k.trim()) ?? []), v.trim()]);
  }
  const t = Number(parts.get('t')?.[0]);
  const refuse = () => new HttpError(400, paymentMessages.signatureInvalid);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) throw refuse();
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  const ok = (parts.get('v1') ?? []).some((v) => {
    const given = Buffer.from(v, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw refuse();
}
