// The test push receiver's self-signed certificate for 127.0.0.1 (made once with openssl, valid 100 years), kept as PEM files so a journey's server can trust it too (PUSH_CA_FILE).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures');

/** The certificate file: the receiver serves with it, a server under test trusts it as its CA. */
export const RECEIVER_CERT_FILE = path.join(fixtures, 'push-receiver-cert.pem');
export const RECEIVER_CERT = fs.readFileSync(RECEIVER_CERT_FILE, 'utf8');
export const RECEIVER_KEY = fs.readFileSync(path.join(fixtures, 'push-receiver-key.pem'), 'utf8');
