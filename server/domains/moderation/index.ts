// The moderation domain: a host's bans and shadowbans, and reports of accounts, posts and comments.
import { moderationRoutes } from '../../http/moderation-routes';
import { reportRoutes } from '../../http/report-routes';
import { defineServerDomain } from '../domain';

export const moderationDomain = defineServerDomain({ name: 'moderation', routes: [moderationRoutes, reportRoutes] });
