// Folder search for the folder screen: the server's finds online, the device's offline or when the server gives no answer.
import { searchWords } from '../lib/search-match';
import type { FoundLibraryItem } from '../components/library/LibraryHitList';
import { useDeviceSearch } from './use-device-search';
import { useOnline } from './use-online';
import { useServerSearch } from './use-server-search';

export interface LibrarySearch {
  /** undefined while the first answer is on its way */
  hits: FoundLibraryItem[] | undefined;
  fromDevice: boolean;
  error: string | null;
  more: boolean;
  loading: boolean;
  loadMore(): void;
}

/** `typed`: the query as typed (debounced by the caller); no searchable word asks nothing. */
export function useLibrarySearch(typed: string): LibrarySearch {
  const q = searchWords(typed).length > 0 ? typed : null;
  const online = useOnline();
  const server = useServerSearch(online ? q : null, 'folders');
  const fromDevice = q !== null && (!online || server.noAnswer);
  const device = useDeviceSearch(fromDevice ? q : null, 'folders');
  return {
    hits: fromDevice ? device?.folders : (server.items as FoundLibraryItem[] | undefined),
    fromDevice,
    error: server.noAnswer ? null : server.error,
    more: server.more,
    loading: server.loading,
    loadMore: server.loadMore,
  };
}
