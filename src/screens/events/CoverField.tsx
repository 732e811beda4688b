// The event's cover in the editor: the image now, a new one sent at once (online only), or none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useEventMessage } from './event-refusal';
import type { EventForm } from './event-form';

export default function CoverField({ form, onChange }: { form: EventForm; onChange(form: EventForm): void }) {
  const { t } = useTranslation('events');
  const say = useEventMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    const sent = await getEngine().events.uploadCover(file, file.name);
    setBusy(false);
    if (!sent.ok) return setError(sent.message);
    setError(null);
    onChange({ ...form, imageMediaId: sent.value.id, imagePreview: sent.value.image.small });
  }

  return (
    <div className="field" data-testid="event-cover">
      <label className="field__label" htmlFor="event-cover-file">
        {t('editor.cover')}
      </label>
      {form.imagePreview && <img className="event-card__cover" src={form.imagePreview} alt="" />}
      {/* The browser's own file control would speak the browser's language: hidden, a button of ours is its second label. */}
      <input
        id="event-cover-file"
        className="visually-hidden event-cover__input"
        type="file"
        accept="image/png,image/jpeg,image/tiff"
        disabled={busy}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <label htmlFor="event-cover-file" className="button button--small button--quiet event-cover__choose" aria-hidden="true">
        {form.imagePreview ? t('editor.coverReplace') : t('editor.coverChoose')}
      </label>
      {busy && <span className="field__hint" role="status">{t('editor.coverSending')}</span>}
      {form.imagePreview && (
        <button type="button" className="button button--small button--quiet" onClick={() => onChange({ ...form, imageMediaId: null, imagePreview: null })}>
          {t('editor.coverRemove')}
        </button>
      )}
      <FormAlert error={error && say(error)} />
    </div>
  );
}
