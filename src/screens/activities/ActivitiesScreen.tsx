// The activities list: from the mirror at once, offline too; opening it clears the badge; mark all seen with a short undo; older ones on scroll.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { MarkAllSeenUndo } from '../../../schema/activities';
import { ACTIVITIES_PAGING_KEY } from '../../../schema/mirror/activities';
import { href } from '../../app/links';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import NotOnDevice from '../../components/NotOnDevice';
import { getEngine } from '../../data/engine';
import { useActivities, useNewActivitiesCount } from '../../hooks/use-activities';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad, type EngineJob } from '../../hooks/use-engine-load';
import { useOlderPages } from '../../hooks/use-older-pages';
import { useOnline } from '../../hooks/use-online';
import { useWall } from '../../hooks/use-posts';
import ActivityItem from './ActivityItem';

/** How long "Undo" stays offered after mark all seen. */
export const UNDO_SECONDS = 6;

const loadOlder: EngineJob = (engine) => engine.activities.load(true);

export default function ActivitiesScreen() {
  const { t } = useTranslation('activities');
  useDocumentTitle(t('title'));
  const activities = useActivities();
  const fresh = useNewActivitiesCount();
  const paging = useWall(ACTIVITIES_PAGING_KEY);
  const online = useOnline();
  const load = useEngineLoad('activities', (engine) => engine.activities.load());
  const [undo, setUndo] = useState<MarkAllSeenUndo | null>(null);

  // Opening the list clears the badge, and so does anything new arriving while it is open.
  useEffect(() => {
    if (fresh > 0) void getEngine().activities.markNewSeen();
  }, [fresh]);

  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undo]);

  const onEndVisible = useOlderPages(paging, load, loadOlder);

  async function markAll() {
    setUndo(await getEngine().activities.markAllSeen());
  }

  async function takeBack() {
    if (!undo) return;
    setUndo(null);
    await getEngine().activities.undoMarkAllSeen(undo);
  }

  const anyUnseen = activities?.some((a) => !a.seen) ?? false;

  return (
    <div className="stack" data-testid="activities">
      <div className="inbox-head">
        <h1>{t('title')}</h1>
        <div className="activity-actions">
          <Link to={href('notificationsCentreSettings')} className="button button--small button--quiet">
            {t('settings')}
          </Link>
          <button type="button" className="button button--small" onClick={() => void markAll()} disabled={!anyUnseen} data-testid="mark-all-seen">
            {t('markAll')}
          </button>
        </div>
      </div>
      {undo && (
        <div className="card activity-undo" role="status" data-testid="undo-bar">
          <span>{t('allMarked')}</span>
          <button type="button" className="button button--small button--quiet" onClick={() => void takeBack()} data-testid="undo-mark-all">
            {t('undo')}
          </button>
        </div>
      )}
      {activities === undefined || (activities.length === 0 && online && (load.fetching || load.error)) ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loading')} />
      ) : activities.length === 0 ? (
        <p className="card empty muted" data-testid="activities-empty">
          {online ? t('empty') : t('offlineEmpty')}
        </p>
      ) : (
        <>
          <ul className="plain-list activity-list" data-testid="activity-list">
            {activities.map((a) => (
              <ActivityItem key={a.id} activity={a} />
            ))}
          </ul>
          {paging && paging.exhausted !== 1 && <LoadMoreSentinel onChange={onEndVisible} />}
          {paging?.exhausted === 1 && <p className="muted feed__end">{t('end')}</p>}
          {!online && paging?.exhausted !== 1 && <p className="muted feed__end">{t('offlineOlder')}</p>}
        </>
      )}
    </div>
  );
}
