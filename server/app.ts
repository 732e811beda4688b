// Builds the Fastify application: API routes, CORS, uploads, mail, error handling and, when given, the built app's static files.
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/connect';
import { serverDomains } from './domains';
import { domainPlugin, forgetMemberIn } from './domains/domain';
import { appLink, type AccountSettings } from './domains/account/account-context';
import { scheduleIdempotencySweep } from './core/idempotency';
import { startLinkPreviewJob } from './domains/posts/link-previews';
import { scheduleDigests } from './domains/activities/digest-emails';
import { scheduleEventReminders } from './domains/events/reminders';
import { schedulePostPublishing } from './domains/posts/scheduled-posts';
import { RateLimiter, type LimitOverrides } from './core/rate-limits';
import { installAccess } from './http/access';
import { installSessionPolicy } from './http/authenticate';
import { markAppShells } from './http/e2e-hooks';
import { frameworkErrors, installErrorHandling, sendApiNotFound } from './http/error-handling';
import { installErrorLanguage } from './http/error-language';
import type { RouteDeps } from './http/route-deps';
import { installSecurityHeaders } from './http/security-headers';
import { answerBotsAtRoot, sendAppPage } from './http/bot-pages';
import { isAppNavigation, serveStatic } from './http/static-files';
import { validatorCompiler } from './http/validate';
import { sessionPolicy } from './domains/sessions/session-policy';
import { Mailer } from './mail/mailer';
import { publicAddressesOnly, type AddressPolicy } from './link-preview/address-policy';
import type { Resolver } from './link-preview/safe-fetch';
import { FirstPageCache } from './domains/posts/first-page-cache';
import { MediaAdapter } from './media/adapter';
import { ChunkStaging } from './media/chunk-staging';
import type { MediaStores } from './media/media-store';
import { openMediaStores } from './media/media-stores';
import { OidcVerifier } from './sso/oidc-verifier';
import { SamlVerifier } from './sso/saml-verifier';
import { apiPaths } from '../schema/api-paths';
import { loadConfiguration } from './domains/configuration/configuration';
import { startPush, type PushOptions } from './push/push-service';
import { startRealtime, type RealtimeOptions } from './realtime/realtime';
import type { PaymentsOptions } from './domains/payments/providers';

export interface BuildAppOptions {
  db: Database;
  /** The built app (dist/); without it only the API is served. */
  staticDir?: string;
  /** Request logging: off by default (main.ts turns it on with LOG_LEVEL). */
  logger?: boolean | { level: string };
  /** Where the app is served (links in mails, the one CORS origin); default http://127.0.0.1:3000. */
  publicUrl?: string;
  /** Send mail over SMTP; without it mail goes to the dev mailbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Print dev-mailbox mail to the console. */
  mailToConsole?: boolean;
  /** OpenID Connect issuer; the client id comes from here or from the stored configuration. */
  oidc?: { issuer: string; clientId?: string };
  /** SAML identity provider certificate (PEM) and our entity id. */
  saml?: { idpCert: string; spEntityId: string };
  /** Captcha verification endpoint and secret. */
  captcha?: { verifyUrl: string; secret: string };
  rateLimits?: LimitOverrides;
  rateLimitMultiplier?: number;
  /** Uploaded files on disk; default a private temporary directory removed on close. */
  uploadsDir?: string;
  /**
   * Where uploaded files live, picked once at start (main.ts: a bucket with S3_BUCKET set); closed with the app.
   * Default: on disk in uploadsDir.
   */
  media?: MediaStores;
  /** The dev mailbox page and JSON; default true (main.ts turns it off in production). */
  devMailbox?: boolean;
  /** Session lifetimes in days: since last use (default 30) and since sign-in (default 180). */
  sessionIdleDays?: number;
  sessionAbsoluteDays?: number;
  /** The server's clock (session lifetimes, dev mailbox expiry); tests move it instead of waiting. */
  now?: () => Date;
  /** Mark the app shell so the page hands its engine to end-to-end tests and benchmarks (E2E_HOOKS=1; never in production). */
  e2eHooks?: boolean;
  /**
   * Link previews: which addresses the fetcher may reach (default public ones only; loopback too only for the
   * end-to-end journeys, LINK_PREVIEW_ALLOW_LOOPBACK=1 with E2E_HOOKS=1), a stand-in DNS for tests, the job's interval.
   */
  linkPreviews?: { policy?: AddressPolicy; resolver?: Resolver; intervalMs?: number };
  /** How often due weekly digests are looked for (hourly by default; tests: sooner). */
  digestIntervalMs?: number;
  /** How often due event reminders are looked for (every minute by default). */
  eventReminderIntervalMs?: number;
  /** Realtime: PubNub keys (else the embedded gateway under /pn), the long-poll's wait. */
  realtime?: RealtimeOptions;
  /** Push: where the VAPID keys are kept, which endpoints may be reached, the FCM sender, retry timing. */
  push?: PushOptions;
  /** Payments: the local provider's signing secret (a file in DATA_DIR), the renewal job's interval. */
  payments?: PaymentsOptions;
}

/** Large enough for the longest post (20,000 characters of 4-byte UTF-8) with room to spare. */
const BODY_LIMIT = 256 * 1024;

export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000';

type BaseDeps = Omit<RouteDeps, 'linkPreviews' | 'realtime' | 'push' | 'forgetMember' | 'payments'>;

function routeDeps(opts: BuildAppOptions, stores: MediaStores): BaseDeps {
  const settings: AccountSettings = {
    publicUrl: opts.publicUrl ?? DEFAULT_PUBLIC_URL,
    oidc: opts.oidc ?? null,
    saml: opts.saml ?? null,
    captcha: opts.captcha ?? null,
    devMailbox: opts.devMailbox ?? true,
    now: opts.now ?? (() => new Date()),
  };
  const mailer = new Mailer({
    db: opts.db,
    smtpUrl: opts.smtpUrl,
    from: opts.mailFrom ?? `Community <no-reply@${new URL(settings.publicUrl).hostname}>`,
    toConsole: opts.mailToConsole,
  });
  return {
    db: opts.db,
    settings,
    mailer,
    limiter: new RateLimiter(opts.db, opts.rateLimits, opts.rateLimitMultiplier),
    media: { media: new MediaAdapter(stores.files), staging: new ChunkStaging(stores.staging) },
    firstPages: new FirstPageCache(),
    sso: {
      oidc: opts.oidc ? new OidcVerifier(opts.oidc.issuer) : null,
      saml: opts.saml
        ? new SamlVerifier({ ...opts.saml, callbackUrl: appLink(settings, apiPaths.samlSessions) })
        : null,
    },
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT, frameworkErrors });
  installErrorHandling(app);
  installErrorLanguage(app, opts.db);
  const policy = sessionPolicy({ idleDays: opts.sessionIdleDays, absoluteDays: opts.sessionAbsoluteDays, now: opts.now });
  installSessionPolicy(app, policy);
  // Before every plugin and route, so each of them inherits the hook.
  installSecurityHeaders(app, { pubnub: Boolean(opts.realtime?.pubnub), firebase: Boolean(opts.push?.firebase), stripe: Boolean(opts.payments?.stripe) });
  // The API speaks JSON only: a text/plain body is refused (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');

  const stores = opts.media ?? openMediaStores({ uploadsDir: opts.uploadsDir });
  const base = routeDeps(opts, stores);
  const previews = startLinkPreviewJob(
    opts.db,
    { policy: opts.linkPreviews?.policy ?? publicAddressesOnly, resolver: opts.linkPreviews?.resolver, media: base.media.media },
    base.settings.now,
    opts.linkPreviews?.intervalMs,
  );
  const realtime = await startRealtime(opts.db, policy, base.settings.publicUrl, opts.realtime);
  const push = await startPush(opts.db, `mailto:${(await loadConfiguration(opts.db)).support_email}`, {
    ...opts.push,
    mail: { mailer: base.mailer, publicUrl: base.settings.publicUrl },
  });
  const deps: RouteDeps = {
    ...base,
    linkPreviews: previews,
    realtime,
    push,
    forgetMember: forgetMemberIn(serverDomains),
    payments: { ...opts.payments, e2eHooks: opts.e2eHooks ?? false },
  };
  // Before any route: each declares its params, query and body (read by our compiler) and who may call it (one hook).
  app.setValidatorCompiler(validatorCompiler);
  installAccess(app, opts.db);
  const appOrigin = new URL(deps.settings.publicUrl).origin;
  // Only the app's own origin may call the API from a browser; any other origin gets no CORS headers.
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, origin === appOrigin),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Retry-After'],
  });
  const stopIdempotencySweep = scheduleIdempotencySweep(opts.db, deps.settings.now);
  const stopPublishing = schedulePostPublishing(opts.db, deps.settings.now);
  // Event reminders a day and an hour before (docs/api-events.md "Reminders"); E2E_HOOKS=1 adds a hook running one pass now.
  const eventReminders = scheduleEventReminders(opts.db, deps.mailer, { publicUrl: deps.settings.publicUrl }, deps.settings.now, opts.eventReminderIntervalMs);
  const stopDigests = scheduleDigests(opts.db, { mailer: deps.mailer, publicUrl: deps.settings.publicUrl }, deps.settings.now, opts.digestIntervalMs);
  // Waiting long-polls are answered before the server stops taking connections, or closing would wait for them.
  app.addHook('preClose', async () => {
    realtime.gateway?.hub.close();
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await push.close();
    await stopIdempotencySweep();
    await stopPublishing();
    await stopDigests();
    await eventReminders.stop();
    await previews.stop();
    await deps.mailer.close();
    await stores.close();
  });

  // Every domain's routes (server/domains/index.ts), in the app's own scope.
  for (const domain of serverDomains) await app.register(domainPlugin(domain, deps));

  const staticDir = opts.staticDir;
  if (opts.e2eHooks) markAppShells(app);
  // Search engines and chat apps get a page's preview where others get the app shell (docs/architecture.md, "Page previews for bots").
  const pages = { db: opts.db, settings: deps.settings };
  if (staticDir) answerBotsAtRoot(app, pages);
  if (staticDir) await serveStatic(app, staticDir);
  app.setNotFoundHandler((request, reply) =>
    staticDir && isAppNavigation(request) ? sendAppPage(request, reply, pages) : sendApiNotFound(reply),
  );
  await app.ready();
  return app;
}
