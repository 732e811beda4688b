// A host's controls on their event: Edit, Cancel (or Restore) and Delete, each over a series scope; online only, the refusal said plainly.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '../../../schema/events/event-rules';
import type { LocalEvent } from '../../../schema/events/mirror';
import { href } from '../../app/links';
import { Link, useNavigate } from '../../app/router';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useEventMessage } from './event-refusal';
import SeriesScopeDialog, { type HostAction } from './SeriesScopeDialog';

export default function EventHostActions({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<HostAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const say = useEventMessage();
  if (!event.can_manage) return null;

  async function confirm(action: HostAction, scope: SeriesScope) {
    setBusy(true);
    const events = getEngine().events;
    const answer = action === 'delete' ? await events.remove(event.id, scope) : await events.cancel(event.id, scope, action === 'cancel');
    setBusy(false);
    setAsking(null);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    if (action === 'delete') void navigate(href('events'), { replace: true });
  }

  return (
    <section className="event-host" aria-label={t('manage.label')} data-testid="event-host-actions">
      <div className="event-calendar__actions">
        <Link className="button button--small button--quiet" to={href('eventEdit', { id: event.id })}>
          {t('manage.edit')}
        </Link>
        <button type="button" className="button button--small button--quiet" onClick={() => setAsking(event.cancelled_at ? 'restore' : 'cancel')}>
          {event.cancelled_at ? t('manage.restore') : t('manage.cancel')}
        </button>
        <button type="button" className="button button--small button--danger" onClick={() => setAsking('delete')}>
          {t('manage.delete')}
        </button>
      </div>
      <FormAlert error={error && say(error)} />
      {asking && <SeriesScopeDialog action={asking} series={event.recurrence !== null} busy={busy} onConfirm={(scope) => void confirm(asking, scope)} onClose={() => setAsking(null)} />}
    </section>
  );
}
