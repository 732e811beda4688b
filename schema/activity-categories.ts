// The categories of activity and their words; zod-free, so the settings screens use them without the contract's validators.

/** Every category of activity, in the order the notification-centre settings list them. */
export const activityCategories = [
  'comment',
  'reply',
  'mention',
  'like',
  'group_post',
  'membership_approved',
  'event_reminder',
  'chat_message',
] as const;
export type ActivityCategory = (typeof activityCategories)[number];

/** The words the notification-centre settings show per category (also the push settings). */
export const activityCategoryNames: Record<ActivityCategory, string> = {
  comment: 'Comments on my posts',
  reply: 'Replies to my comments',
  mention: 'Mentions',
  like: 'Likes',
  group_post: 'New posts in my groups',
  membership_approved: 'Membership approved',
  event_reminder: 'Event reminders',
  chat_message: 'Chat messages',
};
