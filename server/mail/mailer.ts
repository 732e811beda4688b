// Sends mail in the background: over SMTP (nodemailer) when SMTP_URL is set, else to the dev mailbox table and the console.
import nodemailer from 'nodemailer';
import type { Database } from '../db/connect';
import { devMailbox } from '../domains/account/accounts-schema';
import { pruneDevMail } from './dev-mailbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerOptions {
  db: Database;
  /** smtp://user:pass@host:port (smtps:// for TLS); absent: the dev mailbox */
  smtpUrl?: string;
  from: string;
  /** print each dev-mailbox mail to the console (the server does; tests stay quiet) */
  toConsole?: boolean;
}

export class Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport> | null;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly opts: MailerOptions) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  /**
   * Queues a mail without waiting for it: a request that mails an existing account answers as fast as
   * one that does not (no enumeration by timing), and a slow SMTP server never holds a request.
   */
  send(mail: OutgoingMail): void {
    this.queue(async () => mail);
  }

  /**
   * Prepares (e.g. issues the token of) and sends a mail in the background; `prepare` answering null sends
   * nothing. Calls that must not reveal whether an account exists answer before this work, whichever way it goes.
   */
  queue(prepare: () => Promise<OutgoingMail | null>): void {
    const delivery = prepare()
      .then((mail) => (mail ? this.deliver(mail) : undefined))
      .catch((err: unknown) => console.error(`Mail failed: ${(err as Error).message}`))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every queued mail was delivered or failed. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }

  private async deliver(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return;
    }
    await this.opts.db.insert(devMailbox).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
    await pruneDevMail(this.opts.db, new Date());
    if (this.opts.toConsole) console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}\n`);
  }
}
