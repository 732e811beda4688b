// Folder search's finds: folders, articles and files with their type icon, each opening its screen (or the paywall when locked).
import { useTranslation } from 'react-i18next';
import type { LibraryHit } from '../../../schema/library';
import LibraryIcon from './LibraryIcon';
import LibraryLink from './LibraryLink';

/** A find from the server, or from the device's rows (which may not know an asset's plan). */
export type FoundLibraryItem = LibraryHit & { file_url?: string | null; required_plan?: string | null };

export default function LibraryHitList({ hits, hereFolderId = null }: { hits: readonly FoundLibraryItem[]; hereFolderId?: number | null }) {
  const { t } = useTranslation('library');
  return (
    <ul className="library-list" data-testid="library-hits">
      {hits.map((hit) => {
        const kind = hit.kind === 'asset' ? (hit.media_type ?? 'other') : hit.kind;
        return (
          <li key={`${hit.kind}:${hit.id}`}>
            <LibraryLink
              className="library-row card"
              testId="library-hit"
              target={{ kind: hit.kind, id: hit.id, fileUrl: hit.file_url ?? null, hereFolderId: hereFolderId ?? hit.folder_id, locked: hit.locked, requiredPlan: hit.required_plan ?? null }}
            >
              <LibraryIcon kind={kind} locked={hit.locked} />
              <span className="library-row__text">
                <span className="library-row__name">{hit.title}</span>
                <span className="library-row__meta muted">{t(`kind.${kind}`)}</span>
              </span>
            </LibraryLink>
          </li>
        );
      })}
    </ul>
  );
}
