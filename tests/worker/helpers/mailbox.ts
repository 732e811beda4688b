// The live server's dev mailbox, read with a host's session (mail is sent in the background), shaped like an SMTP inbox's mail.
import type { DevMail } from '../../../schema/accounts';
import type { Session } from '../../../schema/session';
import type { ReceivedMail } from '../../server/support/smtp-inbox';
import type { LiveServer } from './live-server';
import { waitFor } from './wait';

export { codeIn, tokenIn } from '../../server/support/smtp-inbox';

/** Only a host reads the mailbox: one session per server, opened on first use. */
const hosts = new WeakMap<LiveServer, Promise<Session>>();

async function mailsTo(server: LiveServer, to: string): Promise<DevMail[]> {
  let host = hosts.get(server);
  if (!host) hosts.set(server, (host = server.api.login('admin@example.com')));
  const res = await server.api.call<{ messages: DevMail[] }>('GET', `/api/dev/mailbox?to=${encodeURIComponent(to)}`, { session: await host });
  if (res.status !== 200) throw new Error(`the dev mailbox answered ${res.status}`);
  return res.body.messages;
}

export async function mailCount(server: LiveServer, to: string): Promise<number> {
  return (await mailsTo(server, to)).length;
}

/** Waits for a mail to `to` beyond the `seen` it already had; shaped like the SMTP inbox's mails for its readers. */
export async function nextMail(server: LiveServer, to: string, seen: number): Promise<ReceivedMail> {
  const mail = await waitFor(async () => {
    const all = await mailsTo(server, to);
    return all.length > seen ? all[0] : null;
  }, `a mail to ${to}`);
  return { to: [mail.to], subject: mail.subject, text: mail.text, raw: mail.html };
}
