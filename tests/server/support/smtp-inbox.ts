// A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, decoded by the journeys' MIME reader.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from '../../../e2e/mime';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpInbox> {
    let inbox: SmtpInbox | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail = parseMail(raw);
          inbox?.mails.push({ to, subject: mail.subject, text: mail.text.trim(), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    inbox = new SmtpInbox(server, `smtp://127.0.0.1:${port}`);
    return inbox;
  }

  /** The first mail to `to` received after `since` mails (waits up to `timeoutMs`). */
  async waitFor(to: string, since = 0, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The `n`th mail (from 1) to `to`, waiting until it arrives: for sequences of mails to one address. */
  async nth(to: string, n: number, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.mails.filter((m) => m.to.includes(to.toLowerCase()));
      if (mails.length >= n) return mails[n - 1]!;
      if (Date.now() > deadline) throw new Error(`Mail ${n} to ${to} did not arrive within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  count(to: string): number {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase())).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The login code of a code mail. */
export const codeIn = (mail: ReceivedMail) => /login code[^:]*: ([A-Z0-9]{8})/.exec(mail.subject)?.[1] ?? '';
/** The token of a link in a mail, by its path ('/change-password?token=' or '/email-confirmation/'). */
export function tokenIn(mail: ReceivedMail, marker: string): string {
  const at = mail.text.indexOf(marker);
  if (at === -1) throw new Error(`No ${marker} link in: ${mail.text}`);
  return /^[A-Za-z0-9_-]+/.exec(mail.text.slice(at + marker.length))?.[0] ?? '';
}
