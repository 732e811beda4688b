// The member's calendar feed address (made on first ask, renewed, off), the feed file by its token without a session, and the reminder settings.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { calendarFeedParams, eventReminderSettings as settingsBody } from '../../../schema/events/wire';
import { viewerOf } from '../../http/access';
import { settingWrite } from '../../http/idempotency-key';
import type { RouteDeps } from '../../http/route-deps';
import { calendarFeedFile, calendarFeedOf, deleteCalendarFeed, rotateCalendarFeed } from './calendar-feeds';
import { eventReminderSettings } from './event-schema';
import { reminderSettingsOf } from './notices';

export function calendarRoutes(fastify: FastifyInstance, { db, settings }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = settings;

  app.get(apiPaths.calendarFeed, { config: { access: 'member' } }, async (request) => calendarFeedOf(db, viewerOf(request).user.id, publicUrl));
  app.post(apiPaths.calendarFeed, { config: { access: 'member' } }, async (request) => rotateCalendarFeed(db, viewerOf(request).user.id, publicUrl));
  app.delete(apiPaths.calendarFeed, { config: { access: 'member' } }, async (request) => deleteCalendarFeed(db, viewerOf(request).user.id));

  // A calendar app subscribes without a session: the token is the key, so nothing here may be cached by others.
  app.get(apiPaths.calendarFeedFile, { config: { access: 'public' }, schema: { params: calendarFeedParams } }, async (request, reply) => {
    const file = await calendarFeedFile(db, request.params.token, publicUrl, settings.now());
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(file);
  });

  app.get(apiPaths.eventReminderSettings, { config: { access: 'member' } }, async (request) => {
    const userId = viewerOf(request).user.id;
    return { event_reminders: (await reminderSettingsOf(db, [userId])).get(userId)! };
  });

  // Through settingWrite: a late replay from the service worker's queue applies nothing (docs/architecture.md "Variant: a per-member setting").
  app.put(apiPaths.eventReminderSettings, { config: { access: 'member' }, schema: { body: settingsBody } }, async (request) => {
    const userId = viewerOf(request).user.id;
    return settingWrite(db, request, userId, request.body, async (tx) => {
      const value = { ...request.body, updatedAt: settings.now() };
      await tx.insert(eventReminderSettings).values({ userId, ...value }).onConflictDoUpdate({ target: eventReminderSettings.userId, set: value });
      const [row] = await tx.select().from(eventReminderSettings).where(eq(eventReminderSettings.userId, userId));
      return { event_reminders: { day: row!.day, hour: row!.hour, email: row!.email } };
    });
  });
}
