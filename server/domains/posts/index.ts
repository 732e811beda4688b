// The posts domain: walls and feeds, posts and comments, their kinds, edits, polls, pins, comment settings and scheduling.
import { editRoutes } from './edit-routes';
import { feedRoutes } from './feed-routes';
import { pollRoutes } from './poll-routes';
import { postControlRoutes } from './post-control-routes';
import { postKindRoutes } from './post-kind-routes';
import { postRoutes } from './post-routes';
import { scheduledPostRoutes } from './scheduled-post-routes';
import { defineServerDomain } from '../domain';

export const postsDomain = defineServerDomain({
  name: 'posts',
  routes: [postRoutes, postKindRoutes, editRoutes, pollRoutes, feedRoutes, scheduledPostRoutes, postControlRoutes],
});
