// The course screen's "Available offline" control: a switch, the download's progress, pause and resume, and the device's space used and left.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coursePackId } from '../../../schema/course-pack';
import { getEngine } from '../../data/engine';
import { useOfflinePack } from '../../hooks/use-offline-pack';
import { useStorageEstimate } from '../../hooks/use-storage-estimate';
import { formatBytes } from '../../lib/format-bytes';
import { packView } from '../../lib/offline-pack-words';

export interface CourseOfflineControlProps {
  courseId: number;
}

/** Asks the browser to keep this origin's storage under pressure (only the page may ask); answers whether it will. */
async function askPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

export function CourseOfflineControl({ courseId }: CourseOfflineControlProps) {
  const { t } = useTranslation('courses');
  const packId = coursePackId(courseId);
  const pack = useOfflinePack(packId);
  const view = packView(pack);
  // The switch answers in the frame of the tap; the device's row confirms it.
  const [wish, setWish] = useState<boolean | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const on = wish ?? view.kind !== 'off';
  const storage = useStorageEstimate(view.kind === 'off' ? 0 : Math.floor(view.done / (4 * 1024 * 1024)) + (view.kind === 'complete' ? 1 : 0));

  useEffect(() => {
    if (wish !== null && wish === (view.kind !== 'off')) setWish(null);
  }, [wish, view.kind]);
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.persisted?.()
      .then((p) => live && setPersisted(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  function toggle(next: boolean) {
    setWish(next);
    const engine = getEngine();
    if (next) {
      void askPersistence().then(setPersisted);
      engine.offline.keepCourse(courseId).catch(() => setWish(null));
    } else {
      engine.offline.removePack(packId).catch(() => setWish(null));
    }
  }

  const percent = view.kind !== 'off' && view.sized && view.total > 0 ? Math.floor((view.done / view.total) * 100) : null;
  return (
    <section className="offline-control card" aria-label={t('offline.title')} data-testid="course-offline" data-state={view.kind} data-files={pack && pack.state !== 'removed' ? pack.files.length : 0}>
      <label className="offline-control__switch">
        <input type="checkbox" role="switch" checked={on} onChange={(e) => toggle(e.target.checked)} />
        <span className="offline-control__title">{t('offline.title')}</span>
      </label>
      {view.kind === 'off' ? (
        <p className="offline-control__hint">{t('offline.hint')}</p>
      ) : (
        <>
          {view.kind !== 'complete' && (
            <progress className="offline-control__bar" max={view.sized ? view.total : undefined} value={view.sized ? view.done : undefined} aria-label={t('offline.download')} data-done={view.done} data-total={view.total}>
              {percent === null ? '' : `${percent}%`}
            </progress>
          )}
          <p className="offline-control__status" role="status" data-testid="course-offline-status">
            {view.line}
          </p>
          {view.auto && <p className="offline-control__hint">{t('offline.auto')}</p>}
          <div className="offline-control__actions">
            {view.kind === 'downloading' && (
              <button type="button" className="button button--quiet" onClick={() => void getEngine().offline.pausePack(packId)}>
                {t('offline.pause')}
              </button>
            )}
            {view.kind === 'paused' && (
              <button type="button" className="button" onClick={() => void getEngine().offline.resumePack(packId)}>
                {t('offline.resume')}
              </button>
            )}
            <button type="button" className="button button--quiet" onClick={() => toggle(false)}>
              {t('offline.remove')}
            </button>
          </div>
        </>
      )}
      {storage && (
        <p className="offline-control__storage" data-testid="course-offline-storage">
          {t('offline.storage', { used: formatBytes(storage.usage), left: formatBytes(Math.max(0, storage.quota - storage.usage)) })}
          {on && persisted === false ? ` · ${t('offline.mayClear')}` : ''}
        </p>
      )}
    </section>
  );
}
