// /hashtag/{hashtagId}: the posts tagged #tag, newest first; the server's online, the device's offline (and it says so).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import { getEngine } from '../../data/engine';
import { useDeviceTagged } from '../../hooks/use-device-search';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useOnlinePages, type Page } from '../../hooks/use-online-pages';
import PagedResults from '../../components/PagedResults';
import SearchResults, { type FoundPost } from '../search/SearchResults';

export default function HashtagScreen() {
  const { t } = useTranslation('hashtags');
  const tag = (useParams().hashtagId ?? '').replace(/^#/, '');
  useDocumentTitle(`#${tag}`);
  const online = useOnline();
  const fetchPage = useCallback(async (cursor: string | undefined): Promise<Page<FoundPost, string>> => {
    const page = await getEngine().search.hashtag(tag, cursor ?? null);
    return { items: page.posts, next: page.meta.next };
  }, [tag]);
  const server = useOnlinePages(online && tag ? `#${tag}` : null, fetchPage);
  const fromDevice = !online || server.noAnswer;
  const device = useDeviceTagged(fromDevice && tag ? tag : null);
  const posts = fromDevice ? device : server.items;

  return (
    <div className="stack" data-testid="hashtag-screen">
      <h1 dir="auto">#{tag}</h1>
      <PagedResults
        fromDevice={fromDevice}
        offlineText={t('offline')}
        offlineTestId="search-offline"
        items={posts}
        server={server}
        loadingText={t('loading')}
        emptyText={t('empty', { tag })}
        moreLabel={t('more')}
      >
        {(found) => <SearchResults mode="posts" found={{ posts: found }} />}
      </PagedResults>
    </div>
  );
}
