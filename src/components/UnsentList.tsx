// The writes still waiting to be sent, listed so the member knows exactly what signing out or deleting would lose.
import type { Mutation } from '../../schema/outbox';
import { unsentWordsOf } from '../app/screen-domains';

const EXCERPT = 80;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** Every kind the outbox holds, as the member would name it. */
function describe(m: Mutation): string {
  switch (m.kind) {
    case 'post.create': {
      const files = m.media_client_ids.length;
      const attached = files === 0 ? '' : files === 1 ? ' with a file' : ` with ${files} files`;
      return `Post in ${m.wall_key}${attached}: “${excerpt(m.body.body)}”`;
    }
    case 'media.upload':
      return m.message_client_id ? 'An image attached to a message' : 'A file attached to a post';
    case 'comment.create':
      return `${m.body.parent_id ? 'Reply' : 'Comment'}: “${excerpt(m.body.body)}”`;
    case 'post.update':
      return `Edit of a post: “${excerpt(m.body.body)}”`;
    case 'post.delete':
      return 'Deleting a post';
    case 'post.pin':
      return m.body.duration === 'forever' ? 'Pinning a post for good' : `Pinning a post for a ${m.body.duration}`;
    case 'post.unpin':
      return 'Unpinning a post';
    case 'post.set_comments':
      return m.body.comments_disabled ? 'Turning off comments on a post' : 'Turning on comments on a post';
    case 'comment.update':
      return `Edit of a comment: “${excerpt(m.body.body)}”`;
    case 'comment.delete':
      return 'Deleting a comment';
    case 'poll.vote':
      return m.option_id === null ? 'Taking back a poll vote' : 'A poll vote';
    case 'like.create':
      return `Like of a ${m.body.likeable_type.toLowerCase()}`;
    case 'like.delete':
      return `Unlike of a ${m.body.likeable_type.toLowerCase()}`;
    case 'group.join':
      return `Joining ${m.group_key}`;
    case 'group.leave':
      return `Leaving ${m.group_key}`;
    case 'group.cancel_request':
      return `Withdrawing your request to join ${m.group_key}`;
    case 'membership_request.approve':
      return `Approving ${m.body.user_ids.length === 1 ? 'a request' : `${m.body.user_ids.length} requests`} to join ${m.group_key}`;
    case 'membership_request.refuse':
      return `Declining a request to join ${m.group_key}`;
    case 'marketing_preference.update':
      return 'A change to your news and offers emails';
    case 'email_setting.update':
      return 'A change to your email notifications';
    case 'custom_value.update':
      return 'Your answers to the profile questions';
    case 'walkthrough.update':
      return m.body.completed ? 'Finishing the walkthrough' : 'Your place in the walkthrough';
    case 'account.follow':
      return `Following ${m.display_name}`;
    case 'account.unfollow':
      return `Unfollowing ${m.display_name}`;
    case 'course.enroll':
      return `Enrolling in ${m.course_name}`;
    case 'course.unenroll':
      return `Leaving ${m.course_name}`;
    case 'course.restart':
      return `Restarting ${m.course_name}`;
    case 'course.set_current_lesson':
      return `Your place in ${m.course_name}`;
    case 'lesson.complete':
      return `A lesson completed in ${m.course_name}`;
    case 'lesson.uncomplete':
      return `A lesson marked not completed in ${m.course_name}`;
    case 'chat.create':
      return m.body.name ? `Starting the chat “${excerpt(m.body.name)}”` : 'Starting a chat';
    case 'chat.rename':
      return m.body.name ? `Renaming a chat “${excerpt(m.body.name)}”` : 'Clearing a chat’s name';
    case 'chat.add_members':
      return m.body.user_ids.length === 1 ? 'Adding a member to a chat' : `Adding ${m.body.user_ids.length} members to a chat`;
    case 'chat.remove_member':
      return 'Leaving a chat, or removing a member from it';
    case 'chat.archive':
      return 'Archiving a chat';
    case 'chat.unarchive':
      return 'Unarchiving a chat';
    case 'chat.read':
      return 'Marking a chat read';
    case 'message.create': {
      const images = m.media_client_ids.length;
      const attached = images === 0 ? '' : images === 1 ? ' with an image' : ` with ${images} images`;
      return `Message${attached}: “${excerpt(m.body.body)}”`;
    }
    case 'message.update':
      return `Edit of a message: “${excerpt(m.body.body)}”`;
    case 'message.delete':
      return 'Deleting a message';
    case 'activity.mark_seen':
      return 'Marking an activity seen';
    case 'activity.mark_new_seen':
      return 'Clearing new activities';
    case 'activity.mark_all_seen':
      return 'Marking all activities seen';
    case 'activity.undo_mark_all_seen':
      return 'Undoing mark all as seen';
    case 'activity_exclusion.update':
      return 'Notification-centre settings';
    default:
      return unsentWordsOf(m) ?? 'A change';
  }
}

export default function UnsentList({ unsent }: { unsent: readonly Mutation[] }) {
  return (
    <ul className="unsent-list" data-testid="unsent-list">
      {unsent.map((m) => (
        <li key={m.client_id}>
          {describe(m)}
        </li>
      ))}
    </ul>
  );
}
