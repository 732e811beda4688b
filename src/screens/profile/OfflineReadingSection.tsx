// Settings: how many posts this device keeps for reading offline, what it holds now and the storage it uses.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_POST_BUDGETS, type OfflinePostBudget, DEFAULT_OFFLINE_POST_BUDGET } from '../../../schema/constants';
import { getEngine } from '../../data/engine';
import { useOfflineReading } from '../../hooks/use-offline-reading';
import { withSlot } from '../../i18n/with-slot';
import { formatBytes } from '../../lib/format-bytes';

export default function OfflineReadingSection() {
  const { t, i18n } = useTranslation('profile');
  const { budget, postsHeld, storage } = useOfflineReading();
  // The choice shows in the frame of the tap; the device's row confirms it.
  const [chosen, setChosen] = useState<OfflinePostBudget | null>(null);
  const shown = chosen ?? budget;

  useEffect(() => {
    if (budget === chosen) setChosen(null);
  }, [budget, chosen]);

  function choose(next: OfflinePostBudget) {
    setChosen(next);
    // A failed write shows the device's choice again.
    getEngine().offline.setPostBudget(next).catch(() => setChosen(null));
  }

  return (
    <section className="card stack" aria-labelledby="offline-title" data-testid="offline-reading">
      <h2 id="offline-title">{t('offline.title')}</h2>
      <p>{t('offline.text')}</p>
      <fieldset className="fieldset">
        <legend>{t('offline.kept')}</legend>
        {OFFLINE_POST_BUDGETS.map((n) => (
          <label key={n} className="check">
            <input type="radio" name="offline-budget" value={n} checked={shown === n} onChange={() => choose(n)} />
            {t(n === DEFAULT_OFFLINE_POST_BUDGET ? 'offline.budgetDefault' : 'offline.budget', { count: n, number: n.toLocaleString(i18n.language) })}
          </label>
        ))}
      </fieldset>
      <p data-testid="offline-held">
        {postsHeld === undefined ? '…' : t('offline.held', { count: postsHeld, number: postsHeld.toLocaleString(i18n.language) })}
        {storage && <> · {withSlot((size) => t('offline.storage', { size }), <bdi>{formatBytes(storage.usage)}</bdi>)}</>}
      </p>
    </section>
  );
}
