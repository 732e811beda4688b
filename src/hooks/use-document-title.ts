// Sets the page title of docs/product.md 1 for the screen being shown, its powered-by words in the page's language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../lib/page-title';
import { useSession } from '../app/session-context';

export function useDocumentTitle(title?: string): void {
  const { configuration } = useSession();
  // The shell's namespace: loaded before any screen renders (src/i18n/LanguageGate.tsx), so a title never waits.
  const { t } = useTranslation();
  const poweredBy = t('poweredBy', { app: t('appName') });
  const fallbackName = t('appName');
  useEffect(() => {
    document.title = pageTitle(configuration, title, true, { poweredBy, fallbackName });
  }, [configuration, title, poweredBy, fallbackName]);
}
