// Where a folder or article sits: Library, then each folder on the way, and on a folder's screen the folder itself, current.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { FolderSummary } from '../../../schema/library';
import { href } from '../../app/links';

/** `current`: the folder on screen; left out where no folder is on screen (an article, or a folder not shown), every crumb is a link. */
export default function LibraryBreadcrumb({ path, current }: { path: readonly FolderSummary[]; current?: string }) {
  const { t } = useTranslation('library');
  const crumbs = [{ key: 'root', name: t('title'), to: href('folder') }, ...path.map((f) => ({ key: String(f.id), name: f.name, to: href('folder', { folderId: f.id }) }))];
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')} data-testid="breadcrumb">
      <ol>
        {crumbs.map((c) => (
          <li key={c.key}>
            <Link to={c.to}>{c.key === 'root' ? c.name : <bdi>{c.name}</bdi>}</Link>
          </li>
        ))}
        {current !== undefined && (
          <li>
            <bdi aria-current="page">{current}</bdi>
          </li>
        )}
      </ol>
    </nav>
  );
}
