// Settings: how many posts this device keeps for reading offline, what it holds now and the storage it uses.
import { useEffect, useState } from 'react';
import { OFFLINE_POST_BUDGETS, type OfflinePostBudget, DEFAULT_OFFLINE_POST_BUDGET } from '../../../schema/constants';
import { getEngine } from '../../data/engine';
import { useOfflineReading } from '../../hooks/use-offline-reading';
import { formatBytes } from '../../lib/format-bytes';

export default function OfflineReadingSection() {
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
      <h2 id="offline-title">Offline reading</h2>
      <p>
        This device keeps the newest posts of your groups, the posts you opened and everything you wrote, so you can read them without a
        connection. The oldest go first when it holds more than you choose.
      </p>
      <fieldset className="fieldset">
        <legend>Posts kept on this device</legend>
        {OFFLINE_POST_BUDGETS.map((n) => (
          <label key={n} className="check">
            <input type="radio" name="offline-budget" value={n} checked={shown === n} onChange={() => choose(n)} />
            {n.toLocaleString('en')} posts{n === DEFAULT_OFFLINE_POST_BUDGET ? ' (default)' : ''}
          </label>
        ))}
      </fieldset>
      <p data-testid="offline-held">
        {postsHeld === undefined ? '…' : `${postsHeld.toLocaleString('en')} posts on this device now`}
        {storage && ` · ${formatBytes(storage.usage)} of storage used`}
      </p>
    </section>
  );
}
