// What a folder holds, as the folder screen lists it: its folders, articles and files (type icon, size), each opening its screen or the paywall.
import PlanBadge from '../premium/PlanBadge';
import { useTranslation } from 'react-i18next';
import type { FolderListing } from '../../../schema/library';
import { formatBytes } from '../../lib/format-bytes';
import LibraryIcon from './LibraryIcon';
import LibraryLink from './LibraryLink';

export default function FolderContents({ listing, hereFolderId }: { listing: FolderListing; hereFolderId: number | null }) {
  const { t } = useTranslation('library');
  const { folders, articles, assets } = listing;
  if (folders.length + articles.length + assets.length === 0) return <p className="card empty muted">{t('folder.empty')}</p>;
  return (
    <ul className="library-list" data-testid="folder-contents">
      {folders.map((f) => (
        <li key={`folder:${f.id}`}>
          <LibraryLink className="library-row card" testId="library-folder" target={{ kind: 'folder', id: f.id, locked: f.locked, requiredPlan: f.required_plan }}>
            <LibraryIcon kind="folder" locked={f.locked} />
            <span className="library-row__text">
              <bdi className="library-row__name">{f.name}</bdi>
              {f.description && <span className="library-row__meta muted" dir="auto">{f.description}</span>}
            </span>
            {f.locked && f.required_plan && <PlanBadge plan={f.required_plan} />}
          </LibraryLink>
        </li>
      ))}
      {articles.map((a) => (
        <li key={`article:${a.id}`}>
          <LibraryLink className="library-row card" testId="library-article" target={{ kind: 'article', id: a.id, locked: a.locked, requiredPlan: a.required_plan }}>
            {a.cover_image_url ? <img className="library-row__cover" src={a.cover_image_url} alt="" loading="lazy" decoding="async" /> : <LibraryIcon kind="article" locked={a.locked} />}
            <span className="library-row__text">
              <bdi className="library-row__name">{a.title}</bdi>
              <span className="library-row__meta muted">{a.published_at === null ? t('draft') : t('kind.article')}</span>
            </span>
            {a.locked && a.required_plan && <PlanBadge plan={a.required_plan} />}
          </LibraryLink>
        </li>
      ))}
      {assets.map((a) => (
        <li key={`asset:${a.id}`}>
          <LibraryLink
            className="library-row card"
            testId="library-asset"
            target={{ kind: 'asset', id: a.id, fileUrl: a.file_url, hereFolderId, locked: a.locked, requiredPlan: a.required_plan }}
          >
            <LibraryIcon kind={a.media_type} locked={a.locked} />
            <span className="library-row__text">
              <bdi className="library-row__name">{a.name}</bdi>
              <span className="library-row__meta muted">
                {t(`kind.${a.media_type}`)} · <data value={a.size_bytes}>{formatBytes(a.size_bytes)}</data>
              </span>
            </span>
            {a.locked && a.required_plan && <PlanBadge plan={a.required_plan} />}
          </LibraryLink>
        </li>
      ))}
    </ul>
  );
}
