// The Saved screen: what the member saved, newest first, from the device at once (offline too), refreshed and paged from the server beside it.
import { useTranslation } from 'react-i18next';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import NotOnDevice from '../../components/NotOnDevice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad, type EngineJob } from '../../hooks/use-engine-load';
import { useOlderPages } from '../../hooks/use-older-pages';
import { useWall } from '../../hooks/use-posts';
import { SAVED_ITEMS_PAGING_KEY } from '../../../schema/saved-items/saved-item-rules';
import SavedItemCard from './SavedItemCard';
import { useSavedItems } from './use-saved-items';
import './saved.css';


const loadOlder: EngineJob = (engine) => engine.saved.load(true);

export default function SavedScreen() {
  const { t } = useTranslation('saved');
  useDocumentTitle(t('title'));
  const saved = useSavedItems();
  const paging = useWall(SAVED_ITEMS_PAGING_KEY);
  const load = useEngineLoad('saved', (engine) => engine.saved.load());
  const onEndVisible = useOlderPages(paging, load, loadOlder);
  const { fetching, error } = load;

  return (
    <div className="stack" data-testid="saved-screen">
      <h1>{t('title')}</h1>
      {saved === undefined ? null : saved.length === 0 ? (
        paging === null && (fetching || error) ? (
          <NotOnDevice fetching={fetching} error={error} retry={load.retry} loadingText={t('loading')} />
        ) : (
          <p className="card empty muted" data-testid="saved-empty">
            {t('empty')}
          </p>
        )
      ) : (
        <>
          <ul className="saved-list stack">
            {saved.map((s) => (
              <SavedItemCard key={s.uid} saved={s} />
            ))}
          </ul>
          {paging && paging.exhausted === 0 && <LoadMoreSentinel onChange={onEndVisible} />}
        </>
      )}
    </div>
  );
}
