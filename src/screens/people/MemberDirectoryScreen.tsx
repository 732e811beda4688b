// /members: the member directory by name and the newest members; offline, the member cards this device holds (and it says so).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../app/router';
import type { Member } from '../../../schema/members';
import type { ListedMember } from '../../../schema/people';
import { useSession } from '../../app/session-context';
import { getEngine } from '../../data/engine';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useOnlinePages, type Page } from '../../hooks/use-online-pages';
import { useDeviceMembers } from '../../hooks/use-people';
import { isolate } from '../../i18n/isolate';
import PagedResults from '../../components/PagedResults';
import MemberList from './MemberList';

const pageOf = (answer: { members: ListedMember[]; meta: { next: number | null } }): Page<ListedMember, number> => ({
  items: answer.members,
  next: answer.meta.next,
});

export default function MemberDirectoryScreen() {
  const { t } = useTranslation(['people', 'messages']);
  useDocumentTitle(t('directory.title'));
  const { configuration } = useSession();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const query = useDebouncedValue(text.trim(), 300);
  const online = useOnline();
  const fetchDirectory = useCallback(async (page: number | undefined) => pageOf(await getEngine().people.directory(query, page ?? 1)), [query]);
  const fetchNewest = useCallback(async (page: number | undefined) => pageOf(await getEngine().people.newMembers(page ?? 1)), []);
  const enabled = configuration?.member_directory_enabled ?? true;
  const directory = useOnlinePages(online && enabled ? `members:${query}` : null, fetchDirectory);
  const newest = useOnlinePages(online && enabled && !query ? 'new-members' : null, fetchNewest);
  const fromDevice = !online || directory.noAnswer;
  const device = useDeviceMembers(fromDevice ? query : null);
  const members: Member[] | undefined = fromDevice ? device : directory.items;

  if (!enabled) return <p className="card empty">{t('messages:memberDirectoryOff')}</p>;
  const onChange = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };
  return (
    <div className="stack" data-testid="member-directory">
      <h1>{t('directory.title')}</h1>
      <label className="field">
        <span className="field__label">{t('directory.find')}</span>
        <input type="search" value={text} onChange={(e) => onChange(e.target.value)} maxLength={100} dir="auto" data-testid="member-search" />
      </label>
      {!fromDevice && !query && newest.items && newest.items.length > 0 && (
        <section className="stack" aria-labelledby="new-members-title">
          <h2 id="new-members-title">{t('directory.newest')}</h2>
          <MemberList members={newest.items.slice(0, 5)} testId="new-members" />
        </section>
      )}
      <section className="stack" aria-labelledby="all-members-title">
        <h2 id="all-members-title">{query ? t('directory.matching', { query: isolate(query) }) : t('directory.all')}</h2>
        <PagedResults
          fromDevice={fromDevice}
          offlineText={t('directory.offline')}
          offlineTestId="members-offline"
          items={members}
          server={directory}
          loadingText={t('directory.loading')}
          emptyText={query ? t('directory.noMatch', { query: isolate(query) }) : t('directory.none')}
          moreLabel={t('directory.more')}
        >
          {(found) => <MemberList members={found} testId="member-results" />}
        </PagedResults>
      </section>
    </div>
  );
}
