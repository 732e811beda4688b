// /scheduled-posts: the member's posts waiting for their time, soonest first, from the device at once (edit and delete in each card's menu).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import PostCard from '../../components/PostCard';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useGroups } from '../../hooks/use-groups';
import { useScheduledPosts } from '../../hooks/use-scheduled-posts';
import { withSlot } from '../../i18n/with-slot';

export default function ScheduledPostsScreen() {
  const { t } = useTranslation('posts');
  useDocumentTitle(t('scheduled.title'));
  const { userData } = useSession();
  const posts = useScheduledPosts(userData?.user.id ?? null);
  const groups = useGroups();
  // The server's list refreshes the device's beside what it shows; offline, the device's rows are the list.
  const load = useEngineLoad('scheduled-posts', (engine) => engine.posts.loadScheduled());
  const groupName = (key: string) => groups?.find((g) => g.key === key)?.name ?? key;

  return (
    <div className="stack" data-testid="scheduled-posts">
      <h1>{t('scheduled.title')}</h1>
      {posts === undefined ? (
        <ScreenSkeleton label={t('scheduled.loading')} />
      ) : posts.length === 0 ? (
        <p className="card empty muted" data-testid="scheduled-empty">
          {load.fetching ? t('scheduled.loading') : t('scheduled.empty')}
        </p>
      ) : (
        <div className="feed">
          {posts.map((post) => (
            <section key={post.client_id ?? post.uid} className="scheduled-post" data-testid="scheduled-post" aria-label={t('scheduled.scheduledIn', { group: groupName(post.wall_key) })}>
              <p className="scheduled-post__group muted">
                {withSlot((group) => t('scheduled.in', { group }), <Link to={href('groups', { groupId: post.wall_key })}>
                    <bdi>{groupName(post.wall_key)}</bdi>
                  </Link>)}
              </p>
              <PostCard post={post} linkToPost={false} />
            </section>
          ))}
        </div>
      )}
      {load.error && posts !== undefined && posts.length > 0 && (
        <p className="muted" role="status">
          {t('scheduled.fromDevice')}
        </p>
      )}
    </div>
  );
}
