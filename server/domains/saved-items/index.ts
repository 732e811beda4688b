// The saved items domain: a member's own list of saved posts, articles and lessons, saving and unsaving (schema/saved-items/).
import { eq } from 'drizzle-orm';
import { defineServerDomain } from '../domain';
import { savedItemRoutes } from './saved-item-routes';
import { savedItems } from './saved-items-schema';

export const savedItemsDomain = defineServerDomain({
  name: 'saved-items',
  routes: [savedItemRoutes],
  // Nobody else ever sees them: they go with the account.
  forgetMember: async (tx, userId) => {
    await tx.delete(savedItems).where(eq(savedItems.userId, userId));
  },
});
