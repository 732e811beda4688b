// The moderation domain: a host's bans and shadowbans, and reports of accounts, posts and comments.
import { moderationRoutes } from './moderation-routes';
import { reportRoutes } from './report-routes';
import { defineServerDomain } from '../domain';

export const moderationDomain = defineServerDomain({ name: 'moderation', routes: [moderationRoutes, reportRoutes] });
