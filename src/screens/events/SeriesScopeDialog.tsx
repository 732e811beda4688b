// Cancelling or deleting an event: a question before it happens, and for an occurrence of a series which ones it touches (this, this and following, all).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesScopes, type SeriesScope } from '../../../schema/events/event-rules';
import DialogFrame from '../../components/DialogFrame';

export type HostAction = 'cancel' | 'restore' | 'delete';

interface Props {
  action: HostAction;
  series: boolean;
  busy: boolean;
  onConfirm(scope: SeriesScope): void;
  onClose(): void;
}

export default function SeriesScopeDialog({ action, series, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('events');
  const [scope, setScope] = useState<SeriesScope>('this');
  return (
    <DialogFrame title={t(`manage.${action}Title`)} testId="event-scope-dialog" closeLabel={t('manage.keep')} onClose={onClose}>
      <p>{t(`manage.${action}Text`)}</p>
      {series && (
        <fieldset className="fieldset">
          <legend>{t('manage.scope')}</legend>
          {seriesScopes.map((s) => (
            <label key={s} className="check">
              <input type="radio" name="event-scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              <span>{t(`manage.scopes.${s}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className={`button${action === 'restore' ? '' : ' button--danger'}`} disabled={busy} onClick={() => onConfirm(scope)}>
        {t(`manage.${action}`)}
      </button>
    </DialogFrame>
  );
}
