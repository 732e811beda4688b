// What an activity says in words, per category: who did it and what happened to the member's things.
import type { Activity } from '../../schema/activities';

export interface ActivityWords {
  /** Who did it, shown in bold before `what`; null for what nobody did (a reminder). */
  actor: string | null;
  what: string;
}

/** "Ann" + "commented on your post"; a missing actor (an account gone) reads as "Someone". */
export function activityWords(a: Pick<Activity, 'category' | 'actor' | 'group' | 'comment_id' | 'text'>): ActivityWords {
  const actor = a.actor?.display_name ?? 'Someone';
  const group = a.group?.name;
  switch (a.category) {
    case 'comment':
      return { actor, what: 'commented on your post' };
    case 'reply':
      return { actor, what: 'replied to your comment' };
    case 'mention':
      return { actor, what: a.comment_id === null ? 'mentioned you in a post' : 'mentioned you in a comment' };
    case 'like':
      return { actor, what: a.comment_id === null ? 'liked your post' : 'liked your comment' };
    case 'group_post':
      return { actor, what: group ? `posted in ${group}` : 'posted in your group' };
    case 'membership_approved':
      return { actor: null, what: group ? `You're now a member of ${group}` : 'Your membership request was approved' };
    case 'event_reminder':
      return { actor: null, what: a.text ? `Reminder: ${a.text} is coming up` : 'Reminder: an event is coming up' };
    case 'chat_message':
      return { actor, what: 'sent you a message' };
  }
}

/** The excerpt shown under the words, when it adds something they do not already say. */
export function activityExcerpt(a: Pick<Activity, 'category' | 'text'>): string | null {
  if (a.category === 'membership_approved' || a.category === 'event_reminder') return null;
  return a.text.trim() === '' ? null : a.text;
}
