// How the unsent list names answers and reminder changes, in the page's language (the events namespace loads with the shell).
import type { Mutation } from '../../../schema/outbox';
import { i18n } from '../../i18n/i18n';

export const eventWords = {
  'event_rsvp.set': (m: Mutation) => (m.kind === 'event_rsvp.set' ? i18n.t(`events:unsent.rsvp.${m.body.status}`) : ''),
  'event_reminder_setting.update': () => i18n.t('events:unsent.reminders'),
};
