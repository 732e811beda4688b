// A member's recent posts on their profile: the server's (what the viewer may read) online, the device's offline.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getEngine } from '../../data/engine';
import { useOnline } from '../../hooks/use-online';
import { useOnlinePages, type Page } from '../../hooks/use-online-pages';
import { useDeviceMemberPosts } from '../../hooks/use-people';
import { isolate } from '../../i18n/isolate';
import PagedResults from '../../components/PagedResults';
import SearchResults, { type FoundPost } from '../search/SearchResults';

export default function MemberPosts({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation('people');
  const online = useOnline();
  const fetchPage = useCallback(async (cursor: string | undefined): Promise<Page<FoundPost, string>> => {
    const page = await getEngine().people.memberPosts(memberId, cursor ?? null);
    return { items: page.posts, next: page.meta.next };
  }, [memberId]);
  const server = useOnlinePages(online ? `member-posts:${memberId}` : null, fetchPage);
  const fromDevice = !online || server.noAnswer;
  const device = useDeviceMemberPosts(fromDevice ? memberId : null);
  const posts = fromDevice ? device : server.items;

  return (
    <section className="stack" aria-labelledby="member-posts-title" data-testid="member-posts">
      <h2 id="member-posts-title">{t('posts.title')}</h2>
      <PagedResults
        fromDevice={fromDevice}
        offlineText={t('posts.offline')}
        items={posts}
        server={server}
        loadingText={t('posts.loading')}
        emptyText={t('posts.none', { name: isolate(name) })}
        moreLabel={t('posts.more')}
      >
        {(found) => <SearchResults mode="posts" found={{ posts: found }} />}
      </PagedResults>
    </section>
  );
}
