// The likes domain: liking and unliking posts and comments, who liked one, and the member's own likes.
import { likeRoutes } from './like-routes';
import { defineServerDomain } from '../domain';

export const likesDomain = defineServerDomain({ name: 'likes', routes: [likeRoutes] });
