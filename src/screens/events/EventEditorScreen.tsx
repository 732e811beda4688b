// /events/new and /events/{id}/edit: a host's event, its time in a chosen zone, place and online link, capacity, who sees attendees, a plan, and on create how it repeats.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '../../../schema/events/event-rules';
import type { LocalEvent } from '../../../schema/events/mirror';
import { href } from '../../app/links';
import { useNavigate, useParams } from '../../app/router';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import { getEngine } from '../../data/engine';
import { useEventMessage } from './event-refusal';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { deviceTimeZone } from '../../lib/zoned-time';
import { createBodyOf, emptyForm, formOf, patchOf, type EventForm } from './event-form';
import EventFields from './EventFields';
import { useEvent, useHostedGroups } from './use-events';
import './events.css';

function Editor({ event, groups }: { event: LocalEvent | null; groups: { key: string; name: string }[] }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [form, setForm] = useState<EventForm>(() => (event ? formOf(event) : emptyForm(deviceTimeZone(), groups[0]?.key ?? '')));
  const [scope, setScope] = useState<SeriesScope>('this');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const say = useEventMessage();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const events = getEngine().events;
    const answer = event ? await events.update(event.id, patchOf(form, event), scope) : await events.create(createBodyOf(form));
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    void navigate(href('event', { id: event ? event.id : (answer.value as number) }), { replace: true });
  }

  return (
    <form className="card form stack" onSubmit={(e) => void submit(e)} data-testid="event-editor">
      <EventFields form={form} onChange={setForm} groups={groups} creating={event === null} />
      {event?.recurrence && (
        <fieldset className="fieldset">
          <legend>{t('manage.scope')}</legend>
          {(['this', 'following', 'all'] as const).map((s) => (
            <label key={s} className="check">
              <input type="radio" name="edit-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              <span>{t(`manage.scopes.${s}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <FormAlert error={error && say(error)} />
      <p className="muted">{t('editor.online')}</p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('editor.saving') : event ? t('editor.save') : t('editor.create')}
      </button>
    </form>
  );
}

export default function EventEditorScreen() {
  const { t } = useTranslation('events');
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const event = useEvent(id ?? 0);
  const groups = useHostedGroups();
  const load = useEngineLoad(id === null ? null : `event:${id}`, (engine) => engine.events.get(id!));
  const say = useEventMessage();
  const title = id === null ? t('editor.newTitle') : t('editor.editTitle');
  useDocumentTitle(title);

  let body;
  if (groups === undefined || (id !== null && event === undefined)) body = null;
  else if (id !== null && !event) body = <NotOnDevice fetching={load.fetching} error={load.error && say(load.error)} retry={load.retry} loadingText={t('loadingOne')} />;
  else if (id !== null ? !event!.can_manage : groups.length === 0) body = <p className="card empty muted" data-testid="event-not-host">{t('editor.notHost')}</p>;
  else body = <Editor event={id === null ? null : event!} groups={groups} />;

  return (
    <div className="stack" data-testid="event-editor-screen">
      <h1>{title}</h1>
      {body}
    </div>
  );
}
