// engine.events: the lists, one event, answers and reminder settings (offline through the outbox), attendees and calendars (online), and hosts' writes (online only).
import type { EventScope, RsvpStatus, SeriesScope } from '../../../../schema/events/event-rules';
import { createEventBody, patchEventBody, type CreateEventInput, type EventReminderSettings, type EventWire, type PatchEventBody } from '../../../../schema/events/wire';
import { attempt, validate } from '../../account/account-results';
import type { EngineContext } from '../../../commands/context';
import type { AccountResult } from '../../../engine-results';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import { eventCalls } from '../api-events';
import { dropEvents, putServerEvents } from '../event-rows';
import { createEventPuller } from '../event-pull';
import { uploadCover, type UploadedCover } from '../cover-upload';
import { mediaTypeOfFileName } from '../../../../schema/media-formats';
import { messages } from '../../../../schema/messages';

export function eventCommands(ctx: EngineContext) {
  const { db, outbox } = ctx;
  const api = eventCalls(ctx.api.client);
  const puller = createEventPuller(db, api);

  const asMember = async (fn: () => Promise<void>) => writeAsMember(db, await currentUserId(db), fn);

  /** A host's change landed: the events it answered are the server's rows now, and the lists read again (a series moves many). */
  async function landed(events: EventWire[], gone: number[] = []): Promise<void> {
    await asMember(async () => {
      await dropEvents(db, gone);
      await putServerEvents(db, events, true);
    });
    await puller.loadList('upcoming').catch(() => undefined);
  }

  return {
    /** A list's first page into the mirror (`more`: the next page after the paging row's cursor). */
    load: (scope: EventScope, groupKey: string | null = null, more = false): Promise<void> => puller.loadList(scope, groupKey, more),
    /** One event into the mirror, marked seen: it stays readable offline. */
    get: (id: number): Promise<void> => puller.loadEvent(id),
    /** Every upcoming event the member may see, for reading offline. */
    loadUpcoming: (): Promise<void> => puller.loadUpcoming(),

    /** The member's answer: shows at once, goes through the outbox, lands once (a full event answers with a waitlist place); answers its entry's id. */
    async rsvp(eventId: number, status: RsvpStatus): Promise<string> {
      const clientId = await outbox.enqueue(db, { kind: 'event_rsvp.set', event_id: eventId, body: { status } });
      ctx.send(false);
      return clientId;
    },

    /** Who answered, page by page (online: the host may keep it private, answered as a refusal in the product's words). */
    attendees: (eventId: number, status: 'going' | 'interested', page = 1) => attempt(() => api.attendees(eventId, status, page)),

    /** The event as an iCalendar file's text (the session goes in headers, so the page saves it as a file). */
    icsFile: (eventId: number): Promise<AccountResult<string>> => attempt(() => api.icsFile(eventId)),

    /** The member's private calendar feed address (made on first ask), a new one (the old off), or none (off). */
    calendarFeed: () => attempt(async () => (await api.calendarFeed()).calendar_feed),
    rotateCalendarFeed: () => attempt(async () => (await api.rotateCalendarFeed()).calendar_feed),
    stopCalendarFeed: (): Promise<AccountResult<null>> => attempt(async () => (await api.stopCalendarFeed(), null)),

    /** The member's reminder settings into their row (read when the settings show). */
    loadReminderSettings: (): Promise<void> => puller.loadReminderSettings(),
    /** A change of reminder settings: shows at once, goes through the outbox. */
    async updateReminderSettings(settings: EventReminderSettings): Promise<void> {
      await outbox.enqueue(db, { kind: 'event_reminder_setting.update', body: settings });
      ctx.send(false);
    },

    /** Hosts: a cover image sent now (online only); its id goes in `image_media_id` of the create or edit. */
    async uploadCover(file: Blob, name: string): Promise<AccountResult<UploadedCover>> {
      const unsupported = { ok: false, status: 422, message: messages.fileFormatUnsupported } as const;
      if (mediaTypeOfFileName(name) !== 'image' || file.size === 0) return unsupported;
      const sent = await attempt(() => uploadCover(ctx.api.client, file, name));
      return sent.ok && sent.value === null ? unsupported : (sent as AccountResult<UploadedCover>);
    },

    /** Hosts: a new event or series (online only); answers the first occurrence's id. */
    async create(input: CreateEventInput): Promise<AccountResult<number>> {
      const valid = validate(createEventBody, input);
      if (!valid.ok) return valid;
      return attempt(async () => {
        const answer = await api.createEvent(input);
        await landed([answer.event]);
        return answer.event.id;
      });
    },
    /** Hosts: an edit of this occurrence, it and the following ones, or the whole series. */
    async update(eventId: number, changes: PatchEventBody, scope: SeriesScope = 'this'): Promise<AccountResult<void>> {
      const valid = validate(patchEventBody, changes);
      if (!valid.ok) return valid;
      return attempt(async () => {
        const answer = await api.patchEvent(eventId, valid.value, scope);
        await landed([answer.event]);
      });
    },
    /** Hosts: cancel (those who answered are told) or restore, over the series scope chosen. */
    cancel: (eventId: number, scope: SeriesScope = 'this', cancelled = true): Promise<AccountResult<void>> =>
      attempt(async () => {
        const answer = await api.patchEvent(eventId, { cancelled }, scope);
        await landed([answer.event]);
      }),
    /** Hosts: delete over the series scope chosen; the occurrences go from the device at once. */
    remove: (eventId: number, scope: SeriesScope = 'this'): Promise<AccountResult<void>> =>
      attempt(async () => {
        const answer = await api.deleteEvent(eventId, scope);
        await landed([], answer.deleted_ids);
      }),
  };
}
