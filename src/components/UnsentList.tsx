// The writes still waiting to be sent, listed so the member knows exactly what signing out or deleting would lose.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LikeableType } from '../../schema/likes';
import type { Mutation } from '../../schema/outbox';
import type { PinDuration } from '../../schema/pin-rules';
import { unsentWordsOf } from '../app/screen-domains';

const EXCERPT = 80;

const pinWords = { day: 'unsentList.pinDay', week: 'unsentList.pinWeek', month: 'unsentList.pinMonth', forever: 'unsentList.pinForever' } as const satisfies Record<PinDuration, string>;
const likeWords = { Post: 'unsentList.likePost', Comment: 'unsentList.likeComment', Asset: 'unsentList.likeAsset' } as const satisfies Record<LikeableType, string>;
const unlikeWords = { Post: 'unsentList.unlikePost', Comment: 'unsentList.unlikeComment', Asset: 'unsentList.unlikeAsset' } as const satisfies Record<LikeableType, string>;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** Every kind the outbox holds, as the member would name it, in the page's language (the posts namespace). */
function describe(m: Mutation, t: TFunction<'posts'>): string {
  switch (m.kind) {
    case 'post.create': {
      const files = m.media_client_ids.length;
      const words = { group: m.wall_key, text: excerpt(m.body.body) };
      return files === 0 ? t('unsentList.post', words) : t('unsentList.postWithFiles', { ...words, count: files });
    }
    case 'media.upload':
      return m.message_client_id ? t('unsentList.messageImage') : t('unsentList.postFile');
    case 'comment.create':
      return t(m.body.parent_id ? 'unsentList.reply' : 'unsentList.comment', { text: excerpt(m.body.body) });
    case 'post.update':
      return t('unsentList.postEdit', { text: excerpt(m.body.body) });
    case 'post.delete':
      return t('unsentList.postDelete');
    case 'post.pin':
      return t(pinWords[m.body.duration]);
    case 'post.unpin':
      return t('unsentList.unpin');
    case 'post.set_comments':
      return m.body.comments_disabled ? t('unsentList.commentsOff') : t('unsentList.commentsOn');
    case 'comment.update':
      return t('unsentList.commentEdit', { text: excerpt(m.body.body) });
    case 'comment.delete':
      return t('unsentList.commentDelete');
    case 'poll.vote':
      return m.option_id === null ? t('unsentList.voteTakeBack') : t('unsentList.vote');
    case 'like.create':
      return t(likeWords[m.body.likeable_type]);
    case 'like.delete':
      return t(unlikeWords[m.body.likeable_type]);
    case 'group.join':
      return t('unsentList.join', { group: m.group_key });
    case 'group.leave':
      return t('unsentList.leave', { group: m.group_key });
    case 'group.cancel_request':
      return t('unsentList.cancelRequest', { group: m.group_key });
    case 'membership_request.approve':
      return t('unsentList.approve', { count: m.body.user_ids.length, group: m.group_key });
    case 'membership_request.refuse':
      return t('unsentList.refuse', { group: m.group_key });
    case 'marketing_preference.update':
      return t('unsentList.marketing');
    case 'email_setting.update':
      return t('unsentList.emailSettings');
    case 'custom_value.update':
      return t('unsentList.customValues');
    case 'walkthrough.update':
      return m.body.completed ? t('unsentList.walkthroughDone') : t('unsentList.walkthroughPlace');
    case 'account.follow':
      return t('unsentList.follow', { name: m.display_name });
    case 'account.unfollow':
      return t('unsentList.unfollow', { name: m.display_name });
    case 'course.enroll':
      return t('unsentList.enroll', { course: m.course_name });
    case 'course.unenroll':
      return t('unsentList.unenroll', { course: m.course_name });
    case 'course.restart':
      return t('unsentList.restart', { course: m.course_name });
    case 'course.set_current_lesson':
      return t('unsentList.currentLesson', { course: m.course_name });
    case 'lesson.complete':
      return t('unsentList.lessonComplete', { course: m.course_name });
    case 'lesson.uncomplete':
      return t('unsentList.lessonUncomplete', { course: m.course_name });
    case 'chat.create':
      return m.body.name ? t('unsentList.chatCreateNamed', { name: excerpt(m.body.name) }) : t('unsentList.chatCreate');
    case 'chat.rename':
      return m.body.name ? t('unsentList.chatRename', { name: excerpt(m.body.name) }) : t('unsentList.chatClearName');
    case 'chat.add_members':
      return t('unsentList.chatAdd', { count: m.body.user_ids.length });
    case 'chat.remove_member':
      return t('unsentList.chatRemove');
    case 'chat.archive':
      return t('unsentList.chatArchive');
    case 'chat.unarchive':
      return t('unsentList.chatUnarchive');
    case 'chat.read':
      return t('unsentList.chatRead');
    case 'message.create': {
      const images = m.media_client_ids.length;
      const text = excerpt(m.body.body);
      return images === 0 ? t('unsentList.message', { text }) : t('unsentList.messageWithImages', { count: images, text });
    }
    case 'message.update':
      return t('unsentList.messageEdit', { text: excerpt(m.body.body) });
    case 'message.delete':
      return t('unsentList.messageDelete');
    case 'activity.mark_seen':
      return t('unsentList.activitySeen');
    case 'activity.mark_new_seen':
      return t('unsentList.activityNewSeen');
    case 'activity.mark_all_seen':
      return t('unsentList.activityAllSeen');
    case 'activity.undo_mark_all_seen':
      return t('unsentList.activityUndoAll');
    case 'activity_exclusion.update':
      return t('unsentList.activityExclusion');
    default:
      return unsentWordsOf(m) ?? t('unsentList.other');
  }
}

export default function UnsentList({ unsent }: { unsent: readonly Mutation[] }) {
  const { t } = useTranslation('posts');
  return (
    <ul className="unsent-list" data-testid="unsent-list">
      {unsent.map((m) => (
        <li key={m.client_id}>
          {describe(m, t)}
        </li>
      ))}
    </ul>
  );
}
