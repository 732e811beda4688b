// The posts domain: walls and feeds, posts and comments, their kinds, edits, polls, pins, comment settings and scheduling.
import { editRoutes } from '../../http/edit-routes';
import { feedRoutes } from '../../http/feed-routes';
import { pollRoutes } from '../../http/poll-routes';
import { postControlRoutes } from '../../http/post-control-routes';
import { postKindRoutes } from '../../http/post-kind-routes';
import { postRoutes } from '../../http/post-routes';
import { scheduledPostRoutes } from '../../http/scheduled-post-routes';
import { defineServerDomain } from '../domain';

export const postsDomain = defineServerDomain({
  name: 'posts',
  routes: [postRoutes, postKindRoutes, editRoutes, pollRoutes, feedRoutes, scheduledPostRoutes, postControlRoutes],
});
