// Add to calendar (the event's .ics, saved as a file) and the member's private calendar feed address: shown on asking, copied, renewed or turned off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import EventSection from './EventSection';
import type { LocalEvent } from '../../../schema/events/mirror';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useEventMessage } from './event-refusal';

/** Saves text as a file the browser downloads (the session travels in headers, so a plain link could not fetch it). */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function EventCalendar({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [feed, setFeed] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const say = useEventMessage();

  async function run<T>(call: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>, then: (value: T) => void) {
    setBusy(true);
    setNote(null);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    then(answer.value);
  }

  const events = () => getEngine().events;
  return (
    <EventSection title={t('calendar.title')} className="event-calendar" testId="event-calendar">
      <div className="event-calendar__actions">
        <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => events().icsFile(event.id), (text) => saveFile(`event-${event.id}.ics`, text))}>
          {t('calendar.add')}
        </button>
        {feed === undefined && (
          <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => void run(() => events().calendarFeed(), (f) => setFeed(f?.url ?? null))}>
            {t('calendar.show')}
          </button>
        )}
      </div>
      {feed !== undefined && (
        <div className="stack" data-testid="calendar-feed">
          <p className="muted">{t('calendar.feedHint')}</p>
          {feed ? (
            <>
              <input className="event-calendar__url" readOnly value={feed} aria-label={t('calendar.feed')} onFocus={(e) => e.target.select()} />
              <div className="event-calendar__actions">
                <button type="button" className="button button--small" onClick={() => void navigator.clipboard.writeText(feed).then(() => setNote(t('calendar.copied')), () => undefined)}>
                  {t('calendar.copy')}
                </button>
                <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => void run(() => events().rotateCalendarFeed(), (f) => { setFeed(f?.url ?? null); setNote(t('calendar.rotated')); })}>
                  {t('calendar.rotate')}
                </button>
                <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => void run(() => events().stopCalendarFeed(), () => { setFeed(null); setNote(t('calendar.offDone')); })}>
                  {t('calendar.off')}
                </button>
              </div>
            </>
          ) : (
            <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => events().rotateCalendarFeed(), (f) => setFeed(f?.url ?? null))}>
              {t('calendar.turnOn')}
            </button>
          )}
        </div>
      )}
      <FormAlert error={error && say(error)} success={note} />
    </EventSection>
  );
}
