// The server's search results for a query and mode, page by page (an online read: useOnlinePages).
import { useCallback } from 'react';
import type { SearchMode } from '../../schema/search';
import type { Found } from '../screens/search/SearchResults';
import { getEngine } from '../data/engine';
import { useOnlinePages, type OnlinePages, type Page } from './use-online-pages';

type Item = NonNullable<Found['posts'] | Found['members'] | Found['groups'] | Found['folders']>[number];

/** `null` query: nothing asked. The items are of the mode's kind. */
export function useServerSearch(q: string | null, mode: SearchMode): OnlinePages<Item> {
  const fetchPage = useCallback(
    async (next: number | undefined): Promise<Page<Item, number>> => {
      const answer = await getEngine().search.run(q ?? '', mode, next ?? 1);
      return { items: answer.posts ?? answer.members ?? answer.groups ?? answer.folders ?? [], next: answer.meta.next };
    },
    [q, mode],
  );
  return useOnlinePages(q === null ? null : `${mode}:${q}`, fetchPage);
}
