// The member's reminder settings (a day before, an hour before, by mail too): laid over their one row at once; the server's settings become the row beneath.
import { EVENT_SETTINGS_ROW_ID } from '../../../../schema/events/mirror';
import { eventReminderSettingsAnswer, eventReminderSettingsUpdate, type EventReminderSettings } from '../../../../schema/events/wire';
import type { MutationOf } from '../../../../schema/outbox';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState } from '../../../overlay/overlay';
import { putReminderSettings } from '../event-rows';

export const eventReminderSettingsWrite = defineMutation<'event_reminder_setting.update', { event_reminders: EventReminderSettings }>({
  kind: 'event_reminder_setting.update',
  shape: eventReminderSettingsUpdate,
  overlay: overlay<MutationOf<'event_reminder_setting.update'>>(() => [{ table: 'event_settings', key: EVENT_SETTINGS_ROW_ID }], {
    event_settings: (_row, w) => ({ id: EVENT_SETTINGS_ROW_ID, value: w.mutation.body, ...writeState(w) }),
  }),
  send: (api, m) => sendAsDeclared(api, m, { body: m.body, schema: eventReminderSettingsAnswer }),
  delivered: (db, _m, answer) => putReminderSettings(db, answer.event_reminders),
  fallbackMessage: 'Could not change your event reminders',
});
