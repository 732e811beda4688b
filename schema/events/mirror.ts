// Events on the device: every event the member has seen or that their groups hold, and their reminder settings, readable offline.
import type { LocalStatus } from '../mirror/table';
import { defineTable } from '../mirror/table';
import type { EventReminderSettings, EventWire } from './wire';

/** An event as the member sees it, with their unsent or refused answer laid over (`status`, `error`). */
export interface LocalEvent extends EventWire {
  /** When the device last read it (the retention sweep keeps the recently seen). */
  seen_at?: string;
  /** Set while the member's answer waits or was refused (the overlay's state). */
  status?: LocalStatus;
  error?: string;
  client_id?: string;
}

/** Indexes: starts_at orders the list, group_key filters it, ends_at splits upcoming from past. */
export const eventsTable = defineTable<LocalEvent, 'id'>()('events', '&id, starts_at, ends_at, group_key');

/** The member's reminder settings: one row, id `me`, laid over by their unsent change. */
export interface LocalEventSettings {
  id: 'me';
  value: EventReminderSettings;
  status?: LocalStatus;
  error?: string;
  /** The unsent change's entry, for Retry and Discard. */
  client_id?: string;
}
export const EVENT_SETTINGS_ROW_ID = 'me';
export const eventSettingsTable = defineTable<LocalEventSettings, 'id'>()('event_settings', '&id');
