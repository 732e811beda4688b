// Sets the page title of docs/product.md 1 for the screen being shown.
import { useEffect } from 'react';
import { pageTitle } from '../lib/page-title';
import { useSession } from '../app/session-context';

export function useDocumentTitle(title?: string): void {
  const { configuration } = useSession();
  useEffect(() => {
    document.title = pageTitle(configuration, title);
  }, [configuration, title]);
}
