// The development mailbox: mail kept instead of sent, as JSON and as a page, for a signed-in host only; 404 in production and with SMTP.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailboxQuery } from '../../../schema/accounts';
import { apiPaths } from '../../../schema/api-paths';
import { messages } from '../../../schema/messages';
import { HttpError } from '../../core/http-error';
import { listDevMail } from '../../mail/dev-mailbox';
import type { RouteDeps } from '../../http/route-deps';

export const DEV_MAILBOX_PAGE = '/dev/mailbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text with its links made clickable (a reset or confirmation link is what one comes here for). */
const linkified = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function devMailboxRoutes(fastify: FastifyInstance, { db, settings, mailer }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /**
   * Reset links and login codes are in here: only a host (admin) reads them. The page takes the session as
   * query parameters (X-Secret-Id, X-Secret) since a browser cannot add headers to a navigation.
   * Without a mailbox the answer is 404 to anyone: checked on request, before the access hook asks who calls.
   */
  const mailbox = {
    config: { access: 'admin' },
    schema: { querystring: devMailboxQuery },
    onRequest: async () => {
      if (!settings.devMailbox || mailer.usesSmtp) throw new HttpError(404, messages.notFound);
    },
  } as const;
  const readMail = (to: string | undefined) => listDevMail(db, settings.now(), to);

  app.get(apiPaths.devMailbox, mailbox, async (request) => ({ messages: await readMail(request.query.to) }));

  app.get(DEV_MAILBOX_PAGE, mailbox, async (request, reply) => {
    const mails = await readMail(request.query.to);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>` +
          `<pre>${linkified(m.text)}</pre></article>`,
      )
      .join('<hr>');
    const body = items || '<p>No mail yet.</p>';
    // The mail's own HTML is not rendered here: its text is enough to follow a link, and nothing in it runs.
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        `<!doctype html><html><head><meta charset="utf-8"><title>Dev mailbox</title>` +
          `<style>body{font:15px system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}</style>` +
          `</head><body><h1>Dev mailbox</h1><p>Mail the server would have sent (newest first). Set SMTP_URL to send real mail.</p>${body}</body></html>`,
      );
  });
}
