// A link to a library item: its screen, or for an item behind a plan the member lacks, the paywall (remembering where it was met, docs/product.md 2.4).
import type { ReactNode } from 'react';
import { Link } from '../../app/router';
import { rememberPaywallSource, type PaywallSource } from '../../app/paywall-source';
import { href } from '../../app/links';

export interface LibraryTarget {
  kind: 'folder' | 'article' | 'asset';
  id: number;
  /** an asset's file; null while locked */
  fileUrl?: string | null;
  /** the folder of the screen the item is shown on (an asset's paywall source returns there) */
  hereFolderId?: number | null;
  locked: boolean;
  requiredPlan: string | null;
}

function sourceOf(t: LibraryTarget): PaywallSource {
  return t.kind === 'asset' ? { type: 'asset', id: t.hereFolderId ?? null } : { type: t.kind, id: t.id };
}

export default function LibraryLink({ target, className, children, testId }: { target: LibraryTarget; className?: string; children: ReactNode; testId?: string }) {
  if (target.locked) {
    return (
      <Link
        className={className}
        data-testid={testId}
        to={href('paywall', { requiredPlanName: target.requiredPlan ?? undefined })}
        onClick={() => rememberPaywallSource(sourceOf(target))}
      >
        {children}
      </Link>
    );
  }
  if (target.kind === 'asset') {
    return (
      <a className={className} data-testid={testId} href={target.fileUrl ?? undefined} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} data-testid={testId} to={target.kind === 'folder' ? href('folder', { folderId: target.id }) : href('article', { articleId: target.id })}>
      {children}
    </Link>
  );
}
