// What a post carries beside its text (the post kinds): its link button, the group or event it shares, its schedule; and its link preview.
import type { PostView } from '../../hooks/mirror-views';
import LinkButton from './LinkButton';
import LinkPreviewCard from './LinkPreviewCard';
import ScheduledBadge from './ScheduledBadge';
import SharedCard from './SharedCard';

export default function PostKindParts({ post }: { post: Pick<PostView, 'link_button' | 'shared' | 'scheduled_at' | 'link_preview'> }) {
  return (
    <>
      <LinkPreviewCard preview={post.link_preview} />
      <SharedCard shared={post.shared} />
      <LinkButton value={post.link_button} />
      <ScheduledBadge at={post.scheduled_at} />
    </>
  );
}
