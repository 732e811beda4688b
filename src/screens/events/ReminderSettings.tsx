// The member's event reminders: a day before, an hour before, and by mail too; a change shows at once and goes through the outbox (offline too).
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_REMINDER_SETTINGS } from '../../../schema/events/event-rules';
import type { EventReminderSettings } from '../../../schema/events/wire';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useReminderSettings } from './use-events';

const choices = ['day', 'hour', 'email'] as const satisfies readonly (keyof EventReminderSettings)[];

export default function ReminderSettings() {
  const { t } = useTranslation('events');
  const row = useReminderSettings();
  useEngineLoad('event-reminders', (engine) => engine.events.loadReminderSettings());
  const value = row?.value ?? DEFAULT_EVENT_REMINDER_SETTINGS;
  const change = (key: keyof EventReminderSettings, on: boolean) =>
    void getEngine()
      .events.updateReminderSettings({ ...value, [key]: on })
      .catch((err: unknown) => console.warn('Could not change event reminders', err));
  return (
    <section className="card stack event-reminders" aria-labelledby="event-reminders-title" data-testid="event-reminders">
      <h2 id="event-reminders-title">{t('reminders.title')}</h2>
      <p className="muted">{t('reminders.hint')}</p>
      {choices.map((key) => (
        <label key={key} className="check">
          <input type="checkbox" checked={value[key]} disabled={row === undefined} onChange={(e) => change(key, e.target.checked)} />
          <span>{t(`reminders.${key}`)}</span>
        </label>
      ))}
      {row?.status && <UnsentControls status={row.status} clientId={row.client_id ?? null} error={row.error} />}
    </section>
  );
}
