// What an activity says in words, per category, in the page's language: who did it and what happened to the member's things.
import type { Activity } from '../../schema/activities';
import { i18n } from '../i18n/i18n';
import { isolate } from '../i18n/isolate';

export interface ActivityWords {
  /** Who did it, shown in bold before `what`; null for what nobody did (a reminder). */
  actor: string | null;
  what: string;
}

/** "Ann" + "commented on your post"; a missing actor (an account gone) reads as "Someone". */
export function activityWords(a: Pick<Activity, 'category' | 'actor' | 'group' | 'comment_id' | 'text'>): ActivityWords {
  const actor = a.actor?.display_name ?? i18n.t('activities:someone');
  const group = a.group ? isolate(a.group.name) : null;
  const on = a.comment_id === null ? 'post' : 'comment';
  switch (a.category) {
    case 'comment':
      return { actor, what: i18n.t('activities:what.comment') };
    case 'reply':
      return { actor, what: i18n.t('activities:what.reply') };
    case 'mention':
      return { actor, what: i18n.t(`activities:what.mention.${on}`) };
    case 'like':
      return { actor, what: i18n.t(`activities:what.like.${on}`) };
    case 'group_post':
      return { actor, what: group ? i18n.t('activities:what.groupPost', { group }) : i18n.t('activities:what.groupPostAny') };
    case 'membership_approved':
      return { actor: null, what: group ? i18n.t('activities:what.approved', { group }) : i18n.t('activities:what.approvedAny') };
    case 'event_reminder':
      return { actor: null, what: a.text ? i18n.t('activities:what.reminder', { event: isolate(a.text) }) : i18n.t('activities:what.reminderAny') };
    case 'chat_message':
      return { actor, what: i18n.t('activities:what.chatMessage') };
  }
}

/** The excerpt shown under the words, when it adds something they do not already say. */
export function activityExcerpt(a: Pick<Activity, 'category' | 'text'>): string | null {
  if (a.category === 'membership_approved' || a.category === 'event_reminder') return null;
  return a.text.trim() === '' ? null : a.text;
}
