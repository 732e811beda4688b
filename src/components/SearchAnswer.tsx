// A search's answer as the screens show it: from the device offline (said so), waiting, the server's refusal, nothing found, or the finds with more to load.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../i18n/isolate';
import { useLocalMessage } from '../i18n/use-local-message';

interface Props {
  q: string;
  fromDevice: boolean;
  /** how many finds; undefined while the first answer is on its way */
  count: number | undefined;
  /** the server's refusal in words; null when there is none to show */
  error: string | null;
  more: boolean;
  loading: boolean;
  loadMore(): void;
  children: ReactNode;
}

/** Its words are the search screen's (`search`), which the library's folder search loads too. */
export default function SearchAnswer({ q, fromDevice, count, error, more, loading, loadMore, children }: Props) {
  const { t } = useTranslation(['search', 'common']);
  const local = useLocalMessage();
  return (
    <>
      {fromDevice && (
        <p className="card notice" role="status" data-testid="search-offline">
          {t('offline')}
        </p>
      )}
      {count === undefined ? (
        error ? (
          <p className="card empty" role="alert">
            {local(error)}
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            {t('searching')}
          </p>
        )
      ) : count === 0 ? (
        <p className="card empty muted">{t('nothingFound', { query: isolate(q) })}</p>
      ) : (
        children
      )}
      {!fromDevice && more && (
        <button type="button" className="button button--quiet" disabled={loading} onClick={loadMore}>
          {loading ? t('common:loading') : t('more')}
        </button>
      )}
    </>
  );
}
