// Where the app shell would go out, a search engine or a link-preview fetcher gets the page's preview instead; everyone else the shell, untouched.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/connect';
import type { AccountSettings } from '../domains/account/account-context';
import { isPreviewBot } from '../page-previews/bot-agents';
import { pagePreviewHtml } from '../page-previews/page-preview';
import { isAppNavigation, sendAppShell } from './static-files';

export interface BotPageDeps {
  db: Database;
  settings: AccountSettings;
}

const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * The preview, made for this request: never stored for long (a post deleted or made private must stop showing), and
 * the same address answers a browser otherwise. The shell itself is no-cache too, so a shared cache asks again for
 * either and never hands one to the other. A preview that cannot be made (the database away) sends the shell.
 */
async function sendPreview(request: FastifyRequest, reply: FastifyReply, deps: BotPageDeps) {
  let html: string;
  try {
    html = await pagePreviewHtml(deps.db, deps.settings, pathnameOf(request));
  } catch (error) {
    request.log.error({ err: error }, 'page preview failed');
    return sendAppShell(reply);
  }
  return reply.header('Cache-Control', 'no-cache').header('Vary', 'User-Agent').type('text/html; charset=utf-8').send(html);
}

/** What the not-found answer sends for a navigation: the preview to a bot, the app shell to anyone else. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, deps: BotPageDeps) {
  return isPreviewBot(request.headers['user-agent']) ? sendPreview(request, reply, deps) : sendAppShell(reply);
}

/**
 * The front page (`/`) is index.html from the static files, not the not-found answer: a bot asking for it is answered
 * before the static files see it. Registered before them, which inherit the hook.
 */
export function answerBotsAtRoot(app: FastifyInstance, deps: BotPageDeps): void {
  app.addHook('onRequest', async (request, reply) => {
    if (pathnameOf(request) !== '/' || !isAppNavigation(request) || !isPreviewBot(request.headers['user-agent'])) return;
    await sendPreview(request, reply, deps);
    return reply;
  });
}
