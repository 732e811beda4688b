// What each activity says in the list: the actor and what happened, per category, and when the excerpt shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { activityCategories, type Activity } from '../../schema/activities';
import { activityExcerpt, activityWords } from '../../src/lib/activity-words';
import { initTestI18n } from './helpers/i18n-world';

// The words come from the page's language files: the tests read them in English.
beforeAll(initTestI18n);

const ann = { id: 2, display_name: 'Ann', avatar_url: null };
const base = { actor: ann, group: { key: 'fans', name: 'Fans' }, comment_id: null, text: 'Great riff!' } as const;
const of = (category: Activity['category'], extra: Partial<Activity> = {}) => ({ ...base, category, ...extra });

describe('activity words', () => {
  it('names the actor and what they did to the member’s things', () => {
    expect(activityWords(of('comment'))).toEqual({ actor: 'Ann', what: 'commented on your post' });
    expect(activityWords(of('reply', { comment_id: 4 }))).toEqual({ actor: 'Ann', what: 'replied to your comment' });
    expect(activityWords(of('like')).what).toBe('liked your post');
    expect(activityWords(of('like', { comment_id: 4 })).what).toBe('liked your comment');
    expect(activityWords(of('mention', { comment_id: 4 })).what).toBe('mentioned you in a comment');
    expect(activityWords(of('group_post')).what).toBe('posted in Fans');
    expect(activityWords(of('chat_message')).what).toBe('sent you a message');
  });

  it('says what nobody did without an actor, and someone whose account is gone as “Someone”', () => {
    expect(activityWords(of('membership_approved'))).toEqual({ actor: null, what: "You're now a member of Fans" });
    expect(activityWords(of('event_reminder', { actor: null, group: null, text: 'Open mic' }))).toEqual({ actor: null, what: 'Reminder: Open mic is coming up' });
    expect(activityWords(of('comment', { actor: null })).actor).toBe('Someone');
  });

  it('has words for every category', () => {
    for (const c of activityCategories) expect(activityWords(of(c)).what.length).toBeGreaterThan(0);
  });

  it('shows the excerpt unless it is empty or the words already say it', () => {
    expect(activityExcerpt(of('comment'))).toBe('Great riff!');
    expect(activityExcerpt(of('comment', { text: '  ' }))).toBeNull();
    expect(activityExcerpt(of('membership_approved'))).toBeNull();
    expect(activityExcerpt(of('event_reminder'))).toBeNull();
  });
});
