// The library's type icons (folder, article, and each asset type, with a lock for a plan the member lacks), drawn inline.
import type { AssetMediaType } from '../../../schema/library';

export type LibraryIconKind = 'folder' | 'article' | AssetMediaType;

const paths: Record<LibraryIconKind, string> = {
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9A1.5 1.5 0 0 1 19.5 19h-15A1.5 1.5 0 0 1 3 17.5z',
  article: 'M6 3h9l4 4v14H6zM9 10h7M9 13.5h7M9 17h5',
  document: 'M6 3h9l4 4v14H6zM15 3v4h4',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  video: 'M4 6h16v12H4zM10 9.5v5l4.5-2.5z',
  audio: 'M9 18V6l10-2v12M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM19 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  archive: 'M4 4h16v4H4zM5 8h14v12H5zM10 12h4',
  other: 'M16.5 6.5 8 15a2.1 2.1 0 0 0 3 3l8.5-8.5a3.5 3.5 0 0 0-5-5L6 13a5 5 0 0 0 7 7l6.5-6.5',
};

export default function LibraryIcon({ kind, locked = false }: { kind: LibraryIconKind; locked?: boolean }) {
  return (
    <span className={`library-icon library-icon--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round">
        <path d={paths[kind]} />
      </svg>
      {locked && (
        <svg className="library-icon__lock" viewBox="0 0 24 24" width="14" height="14" fill="currentColor">
          <path d="M7 10V7a5 5 0 0 1 10 0v3h1v11H6V10zm2 0h6V7a3 3 0 0 0-6 0z" />
        </svg>
      )}
    </span>
  );
}
