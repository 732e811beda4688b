// A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, with the text part decoded for assertions.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

function decodeWords(s: string): string {
  return s.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'binary').toString('utf8'),
  );
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'binary').toString('utf8');
  return body;
}

/** The text/plain part of a message, decoded (multipart messages are searched part by part). */
function textOf(raw: string): string {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const text = textOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  return type.toLowerCase().startsWith('text/plain') ? decodeBody(body, headers.get('content-transfer-encoding')).trim() : '';
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
          inbox?.mails.push({ to, subject: decodeWords(splitEntity(raw).headers.get('subject') ?? ''), text: textOf(raw), raw });
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
