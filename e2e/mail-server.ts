// A real SMTP server for the journeys: every mail the community server sends is stored as JSON in .tmp/e2e-mail/.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export const MAIL_DIR = path.resolve('.tmp/e2e-mail');
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4392);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

export interface StoredMail {
  id: string;
  /** the envelope's recipients, lower-cased */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  received_at: string;
}

let sequence = 0;

export async function startMailServer(): Promise<SMTPServer> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    // Local delivery only: no TLS upgrade, no login.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        const received = new Date();
        const id = `${received.getTime()}-${String(++sequence).padStart(4, '0')}`;
        const mail: StoredMail = {
          id,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: parsed.from,
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          received_at: received.toISOString(),
        };
        // Written whole, then renamed: a reader never sees half a file.
        const file = path.join(MAIL_DIR, `${id}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail, null, 2));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return server;
}
