// The body of a screen answered by the server online and by the device offline: the offline notice, loading, the error,
// the empty line, the results and a "more" button (hashtags, a member's posts, the member directory).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlinePages } from '../hooks/use-online-pages';
import { useLocalMessage } from '../i18n/use-local-message';

interface Props<Item> {
  /** the device answers (offline, or the server gave no answer) */
  fromDevice: boolean;
  offlineText: string;
  offlineTestId?: string;
  items: Item[] | undefined;
  server: OnlinePages<unknown>;
  loadingText: string;
  emptyText: string;
  moreLabel: string;
  children: (items: Item[]) => ReactNode;
}

export default function PagedResults<Item>({ fromDevice, offlineText, offlineTestId, items, server, loadingText, emptyText, moreLabel, children }: Props<Item>) {
  const { t } = useTranslation();
  const local = useLocalMessage();
  return (
    <>
      {fromDevice && (
        <p className="card notice" role="status" data-testid={offlineTestId}>
          {offlineText}
        </p>
      )}
      {items === undefined ? (
        server.error && !server.noAnswer ? (
          <p className="card empty" role="alert">
            {local(server.error)}
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            {loadingText}
          </p>
        )
      ) : items.length === 0 ? (
        <p className="card empty muted">{emptyText}</p>
      ) : (
        children(items)
      )}
      {!fromDevice && server.more && (
        <button type="button" className="button button--quiet" disabled={server.loading} onClick={server.loadMore}>
          {server.loading ? t('loading') : moreLabel}
        </button>
      )}
    </>
  );
}
