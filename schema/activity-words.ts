// How an activity reads to its member (a notification's title and body, the activities list's line): one wording for server and app.
import type { Activity } from './activities';

/** The sentence naming what happened, e.g. "Noah Fisher replied to your comment". */
export function activityHeadline(a: Pick<Activity, 'category' | 'actor' | 'group' | 'comment_id'>): string {
  const who = a.actor?.display_name ?? 'Someone';
  const group = a.group?.name ?? 'your group';
  switch (a.category) {
    case 'comment':
      return `${who} commented on your post`;
    case 'reply':
      return `${who} replied to your comment`;
    case 'mention':
      return `${who} mentioned you`;
    case 'like':
      return `${who} liked your ${a.comment_id === null ? 'post' : 'comment'}`;
    case 'group_post':
      return `${who} posted in ${group}`;
    case 'membership_approved':
      return `You're in: ${group}`;
    case 'event_reminder':
      return 'Event reminder';
    case 'chat_message':
      return `New message from ${who}`;
  }
}

/** The line under the headline: the excerpt, or what an approval means. */
export function activityDetail(a: Pick<Activity, 'category' | 'text'>): string {
  return a.category === 'membership_approved' ? 'Your request to join was approved.' : a.text;
}
