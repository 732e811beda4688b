// A member's recent posts on their profile: the server's (what the viewer may read) online, the device's offline.
import { useCallback } from 'react';
import { getEngine } from '../../data/engine';
import { useOnline } from '../../hooks/use-online';
import { useOnlinePages, type Page } from '../../hooks/use-online-pages';
import { useDeviceMemberPosts } from '../../hooks/use-people';
import PagedResults from '../../components/PagedResults';
import SearchResults, { type FoundPost } from '../search/SearchResults';

export default function MemberPosts({ memberId, name }: { memberId: number; name: string }) {
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
      <h2 id="member-posts-title">Recent posts</h2>
      <PagedResults
        fromDevice={fromDevice}
        offlineText="You're offline: these posts come from what this device holds."
        items={posts}
        server={server}
        loadingText="Loading posts…"
        emptyText={`No posts by ${name} to show.`}
        moreLabel="More posts"
      >
        {(found) => <SearchResults mode="posts" found={{ posts: found }} />}
      </PagedResults>
    </section>
  );
}
