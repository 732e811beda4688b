// The folder screen's search box (configuration folder_search_enabled): the library's finds in place of the folder's contents while a query stands.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/router';
import { SEARCH_QUERY_MAX } from '../../../schema/search-terms';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useLibrarySearch } from '../../hooks/use-library-search';
import { searchWords } from '../../lib/search-match';
import SearchAnswer from '../SearchAnswer';
import LibraryHitList from './LibraryHitList';

export default function FolderSearch({ hereFolderId, children }: { hereFolderId: number | null; children: ReactNode }) {
  const { t } = useTranslation('library');
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const typed = useDebouncedValue(text.trim(), 300);
  const search = useLibrarySearch(typed);
  const inputId = useId();
  // A query of punctuation only asks nothing: the folder's contents stay.
  const asked = searchWords(typed).length > 0 && text.trim() !== '';

  return (
    <>
      <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={t('search.label')}
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          dir="auto"
          data-testid="folder-search"
        />
      </form>
      {!asked ? (
        children
      ) : (
        <section className="stack" aria-label={t('search.results')}>
          <SearchAnswer
            q={typed}
            fromDevice={search.fromDevice}
            count={search.hits?.length}
            error={search.error}
            more={search.more}
            loading={search.loading}
            loadMore={search.loadMore}
          >
            <LibraryHitList hits={search.hits ?? []} hereFolderId={hereFolderId} />
          </SearchAnswer>
        </section>
      )}
    </>
  );
}
