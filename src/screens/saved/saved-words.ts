// How the unsent list names saving and unsaving.
import type { Mutation } from '../../../schema/outbox';

const names = { Post: 'a post', Article: 'an article', Lesson: 'a lesson' } as const;
const what = (m: Mutation) => ('body' in m && m.body && 'saveable_type' in m.body ? names[m.body.saveable_type] : 'an item');

export const savedWords = {
  'saved_item.create': (m: Mutation) => `Saving ${what(m)}`,
  'saved_item.delete': (m: Mutation) => `Removing ${what(m)} from saved`,
};
