// Reading the journeys' mailbox: wait for the newest mail to an address, then take a link or a login code out of it.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR, type StoredMail } from './mail-server';

function mailsTo(address: string): StoredMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  const to = address.toLowerCase();
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as StoredMail)
    .filter((m) => m.to.includes(to));
}

/** Mark the mailbox before an action, so the wait only counts mails that came after it. */
export function mailboxMark(address: string): number {
  return mailsTo(address).length;
}

/** The newest mail to `address` received after `mark` (a mailboxMark), whose subject matches. */
export async function waitForMail(address: string, opts: { after?: number; subject?: RegExp; timeoutMs?: number } = {}): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        const fresh = mailsTo(address).slice(opts.after ?? 0);
        found = fresh.filter((m) => !opts.subject || opts.subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address}`, timeout: opts.timeoutMs ?? 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link in the mail whose path starts with `pathPrefix`. */
export function linkIn(mail: StoredMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}":\n${mail.text}`);
}

/** The login code: 8 characters of the unambiguous alphabet, after "is:" in the text. */
export function codeIn(mail: StoredMail): string {
  const match = /:\s*([A-HJKMNP-Z2-9]{8})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No login code in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}
