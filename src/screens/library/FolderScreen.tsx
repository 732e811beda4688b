// /folders/{folderId?}: a folder of the library (the root without an id) with its path, folders, articles and files; kept on the device once opened.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import { useSession } from '../../app/session-context';
import FolderContents from '../../components/library/FolderContents';
import FolderSearch from '../../components/library/FolderSearch';
import LibraryBreadcrumb from '../../components/library/LibraryBreadcrumb';
import PlanNeeded from '../../components/library/PlanNeeded';
import NotOnDevice from '../../components/NotOnDevice';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useFolderListing, useLibraryLock } from '../../hooks/use-library';
import { useLocalMessage } from '../../i18n/use-local-message';

/** null: the root; NaN: not a folder id. */
function folderIdOf(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : NaN;
}

export default function FolderScreen() {
  // The folder search's answer speaks the search screen's words: they load with these, so the folder shows at once.
  const { t } = useTranslation(['library', 'messages', 'search']);
  const local = useLocalMessage();
  const folderId = folderIdOf(useParams().folderId);
  const valid = !Number.isNaN(folderId);
  const { configuration } = useSession();
  const listing = useFolderListing(valid ? folderId : null);
  const lock = useLibraryLock('folder', valid ? folderId : null);
  const load = useEngineLoad(valid ? `folder:${folderId ?? 'root'}` : null, (engine) => engine.library.loadFolder(folderId));
  const name = listing?.folder?.name ?? t('title');
  useDocumentTitle(listing === undefined ? undefined : name);

  if (!valid) return <p className="card empty">{t('messages:folderNotFound')}</p>;
  if (lock !== null && folderId !== null) {
    return (
      <div className="stack" data-testid="folder-screen">
        <LibraryBreadcrumb path={[]} />
        <PlanNeeded plan={lock} source={{ type: 'folder', id: folderId }} />
      </div>
    );
  }
  if (listing === undefined || (listing === null && load.fetching && !load.offline)) return <ScreenSkeleton label={t('folder.loading')} cards={3} />;
  if (listing === null) {
    return (
      <div className="stack" data-testid="folder-screen">
        <LibraryBreadcrumb path={[]} />
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('folder.loading')} />
      </div>
    );
  }
  return (
    <div className="stack" data-testid="folder-screen">
      {/* The root is the library itself: its heading says where the member is. */}
      {listing.folder && <LibraryBreadcrumb path={listing.path} current={listing.folder.name} />}
      <header className="stack stack--tight">
        <h1>{listing.folder ? <bdi>{name}</bdi> : name}</h1>
        {listing.folder?.description && <p className="muted" dir="auto">{listing.folder.description}</p>}
      </header>
      {load.error && (
        <p className="card notice" role="status">
          {local(load.error)}
        </p>
      )}
      {configuration?.folder_search_enabled ? (
        <FolderSearch hereFolderId={folderId}>
          <FolderContents listing={listing} hereFolderId={folderId} />
        </FolderSearch>
      ) : (
        <FolderContents listing={listing} hereFolderId={folderId} />
      )}
    </div>
  );
}
