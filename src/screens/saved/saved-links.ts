// Where a saved item opens: its post, its article, or its lesson in its course.
import type { LocalSavedItem } from '../../../schema/saved-items/mirror';
import { href } from '../../app/links';

export function savedItemLink(s: LocalSavedItem): string | null {
  if (s.saveable_type === 'Post') return href('post', { postId: s.saveable_id });
  if (s.saveable_type === 'Article') return href('article', { articleId: s.saveable_id });
  return s.item.course_id === null ? null : href('lesson', { courseId: s.item.course_id, lessonId: s.saveable_id });
}
