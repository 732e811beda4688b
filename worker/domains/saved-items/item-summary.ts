// A saved item's summary as the device can tell it (from the post, article or lesson it holds), shown until the server's arrives.
import type { LocalDb } from '../../../schema/local-db';
import type { SaveableType } from '../../../schema/saved-items/saved-item-rules';
import type { SavedItemSummary } from '../../../schema/saved-items/wire';

const EXCERPT = 160;
const TITLE = 80;

/** Text of a body for an excerpt: tags and runs of space go (React shows it as text; nothing here is rendered as HTML). */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const empty: SavedItemSummary = { title: '', excerpt: '', author: null, place: null, course_id: null, published_at: null };

export async function summaryOf(db: LocalDb, type: SaveableType, id: number): Promise<SavedItemSummary> {
  if (type === 'Post') {
    const post = await db.posts.where('id').equals(id).first();
    if (!post) return empty;
    const [author, group] = await Promise.all([db.members.get(post.author_id), db.groups.get(post.wall_key)]);
    const text = plain(post.body);
    return {
      title: cut(text, TITLE),
      excerpt: cut(text, EXCERPT),
      author: author ? { id: author.id, display_name: author.display_name, avatar_url: author.avatar_url } : null,
      place: group?.name ?? null,
      course_id: null,
      published_at: post.created_at,
    };
  }
  if (type === 'Article') {
    const article = await db.articles.get(id);
    if (!article) return empty;
    return {
      title: article.title,
      excerpt: cut(plain(article.body_html), EXCERPT),
      author: article.author ? { id: article.author.id, display_name: article.author.display_name, avatar_url: article.author.avatar_url } : null,
      place: article.path.at(-1)?.name ?? null,
      course_id: null,
      published_at: article.published_at,
    };
  }
  const lesson = await db.lessons.get(id);
  if (!lesson) return empty;
  const course = await db.courses.get(lesson.course_id);
  return { title: lesson.name, excerpt: cut(lesson.excerpt, EXCERPT), author: null, place: course?.name ?? null, course_id: lesson.course_id, published_at: null };
}
