// A search's answer as the screens show it: from the device offline (said so), waiting, the server's refusal, nothing found, or the finds with more to load.
import type { ReactNode } from 'react';

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

export default function SearchAnswer({ q, fromDevice, count, error, more, loading, loadMore, children }: Props) {
  return (
    <>
      {fromDevice && (
        <p className="card notice" role="status" data-testid="search-offline">
          You're offline: these results come from what this device holds.
        </p>
      )}
      {count === undefined ? (
        error ? (
          <p className="card empty" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            Searching…
          </p>
        )
      ) : count === 0 ? (
        <p className="card empty muted">Nothing found for “{q}”.</p>
      ) : (
        children
      )}
      {!fromDevice && more && (
        <button type="button" className="button button--quiet" disabled={loading} onClick={loadMore}>
          {loading ? 'Loading…' : 'More results'}
        </button>
      )}
    </>
  );
}
