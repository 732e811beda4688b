// /search/{mode?}: posts, members, groups or the library matching what the member types; the server's answer online, the device's offline (and it says so).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from '../../app/router';
import { searchModes, SEARCH_QUERY_MAX, type SearchMode } from '../../../schema/search-terms';
import { href } from '../../app/links';
import SearchAnswer from '../../components/SearchAnswer';
import { useSession } from '../../app/session-context';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDeviceSearch } from '../../hooks/use-device-search';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useServerSearch } from '../../hooks/use-server-search';
import { searchWords } from '../../lib/search-match';
import SearchResults, { type Found } from './SearchResults';

const isMode = (m: string | undefined): m is SearchMode => (searchModes as readonly string[]).includes(m ?? '');

export default function SearchScreen() {
  // The library's finds are drawn with the library's type names: its words load with these.
  const { t } = useTranslation(['search', 'library']);
  useDocumentTitle(t('title'));
  const { mode: param } = useParams();
  const { configuration } = useSession();
  // The library is searched only where the community turned folder search on (docs/product.md 9: folder_search_enabled).
  const modes = searchModes.filter((m) => m !== 'folders' || configuration?.folder_search_enabled === true);
  const mode: SearchMode = isMode(param) && modes.includes(param) ? param : 'posts';
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const text = params.get('q') ?? '';
  const typed = useDebouncedValue(text.trim(), 300);
  const q = searchWords(typed).length > 0 ? typed : null;
  const online = useOnline();
  const server = useServerSearch(online ? q : null, mode);
  // The device answers when the browser is offline or the server could not be reached at all.
  const fromDevice = q !== null && (!online || server.noAnswer);
  const device = useDeviceSearch(fromDevice ? q : null, mode);
  const inputId = useId();

  const found: Found | undefined = fromDevice ? device : server.items && ({ [mode]: server.items } as Found);
  const count = found ? (found.posts ?? found.members ?? found.groups ?? found.folders ?? []).length : 0;
  const tab = (m: SearchMode) => `${href('search', { mode: m === 'posts' ? undefined : m })}${text ? `?q=${encodeURIComponent(text)}` : ''}`;

  return (
    <div className="stack" data-testid="search-screen">
      <h1>{t('title')}</h1>
      <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t(`searchIn.${mode}`)}
        </label>
        <input
          id={inputId}
          type="search"
          placeholder={t(`searchIn.${mode}`)}
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          autoFocus
          dir="auto"
          onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        />
      </form>
      <nav className="tabs" aria-label={t('modes')}>
        {modes.map((m) => (
          <Link
            key={m}
            className={`tabs__tab${m === mode ? ' tabs__tab--current' : ''}`}
            aria-current={m === mode ? 'page' : undefined}
            to={tab(m)}
            onClick={(e) => {
              e.preventDefault();
              void navigate(tab(m), { replace: true });
            }}
          >
            {t(`mode.${m}`)}
          </Link>
        ))}
      </nav>

      {q === null ? (
        <p className="muted">{t(`hint.${mode}`)}</p>
      ) : (
        <SearchAnswer
          q={q}
          fromDevice={fromDevice}
          count={found === undefined ? undefined : count}
          error={server.noAnswer ? null : server.error}
          more={server.more}
          loading={server.loading}
          loadMore={server.loadMore}
        >
          {found && <SearchResults mode={mode} found={found} />}
        </SearchAnswer>
      )}
    </div>
  );
}
