// What a member may save and how each kind is seen: the ids a member may still see (the posts', library's and courses' own rules) and a summary to list each by.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { saveableTypes, savedItemUid, type SaveableType } from '../../../schema/saved-items/saved-item-rules';
import type { SavedItemSummary } from '../../../schema/saved-items/wire';
import type { Database } from '../../db/connect';
import { anyId } from '../../db/any-id';
import { readableGroupIds } from '../groups/group-access';
import { groups } from '../groups/group-schema';
import { posts } from '../posts/post-schema';
import { visiblePostFor } from '../posts/content-visibility';
import { articles, folders } from '../library/library-schema';
import { openFolderIds } from '../library/library-search';
import { lacks, libraryReader, passesPlan, type LibraryReader } from '../library/plan-access';
import { loadConfiguration } from '../configuration/configuration';
import { courses, lessons } from '../courses/course-schema';
import { courseReader, type CourseReader } from '../courses/course-reader';
import { visibleCourse } from '../courses/course-wire';
import { memberWiresByIds } from '../people/member-wire';
import type { Viewer } from '../sessions/sessions';
import { savedItems } from './saved-items-schema';

/** The one member who reads, as each domain's rules know them. */
export interface SavedItemsReader {
  id: number;
  library: LibraryReader;
  courses: CourseReader;
  /** The configuration's paywall_lock_enabled: off, premium posts the reader lacks the plan of are left out. */
  lockShown: boolean;
}

export const savedItemsReader = async (db: Database, viewer: Viewer): Promise<SavedItemsReader> => ({
  id: viewer.user.id,
  library: await libraryReader(db, viewer),
  courses: courseReader(viewer),
  lockShown: (await loadConfiguration(db)).paywall_lock_enabled,
});

/** What every kind's summary is made of, read in one query per kind. */
interface ItemRow {
  id: number;
  title: string;
  text: string;
  authorId: number | null;
  place: string;
  courseId: number | null;
  publishedAt: Date | null;
  /** A premium post's plan (premium-posts.ts); null for the others. */
  requiredPlan?: string | null;
}

interface SaveableKind {
  /** Ids of this kind the reader may see now, as a subquery. */
  visibleIds(reader: SavedItemsReader): SQL;
  /** The rows of those of `ids` that are among `visible`. */
  rows(db: Database, ids: number[], visible: SQL): Promise<ItemRow[]>;
}

/** A post's title is the start of its text (its first line); excerpts are the start of the text. */
const TITLE_MAX = 80;
const EXCERPT_MAX = 200;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const among = (id: AnyColumn, ids: number[], visible: SQL) => and(anyId(id, ids), sql`${id} in ${visible}`);

/** readablePost's rule over many posts: visible to the viewer (live, published or theirs, author visible) in a group they may read. */
const visiblePostIds = (reader: SavedItemsReader): SQL =>
  sql`(select ${posts.id} from ${posts} where ${visiblePostFor(reader.id)} and ${posts.groupId} in ${readableGroupIds(reader.id)}
       and ${reader.lockShown ? sql`true` : premiumPostPasses(reader)})`;

/** A premium post passes a reader who hosts, wrote it or holds its plan (where the community hides locked posts). */
const premiumPostPasses = (reader: SavedItemsReader): SQL => sql`(${passesPlan(reader.library, posts.requiredPlan)} or ${posts.authorId} = ${reader.id})`;

/** A saved post the reader lacks the plan of shows locked: nothing of its text. */
const lockedFor = (reader: SavedItemsReader, r: ItemRow): boolean => !!r.requiredPlan && r.authorId !== reader.id && lacks(reader.library, r.requiredPlan);

/** readArticle's rule over many articles: published (drafts are the hosts'), and no plan the reader lacks on it or on a folder above it. */
const visibleArticleIds = ({ library }: SavedItemsReader): SQL =>
  library.host
    ? sql`(select ${articles.id} from ${articles})`
    : sql`(select ${articles.id} from ${articles} where ${articles.publishedAt} is not null and ${passesPlan(library, articles.requiredPlan)}
           and ${articles.folderId} in ${openFolderIds(library)})`;

/** A lesson of a course the reader may open (published, or any to a host), as the course's detail and lessons pages answer. */
const visibleLessonIds = (reader: SavedItemsReader): SQL =>
  sql`(select ${lessons.id} from ${lessons} join ${courses} on ${courses.id} = ${lessons.courseId} where ${visibleCourse(reader.courses)})`;

const kinds: Record<SaveableType, SaveableKind> = {
  Post: {
    visibleIds: visiblePostIds,
    async rows(db, ids, visible) {
      // A scheduled post (its author's own) is published when its time comes.
      const published = sql<Date>`coalesce(${posts.scheduledAt}, ${posts.createdAt})`.mapWith(posts.createdAt);
      const found = await db
        .select({ id: posts.id, text: posts.body, authorId: posts.authorId, place: groups.name, publishedAt: published, requiredPlan: posts.requiredPlan })
        .from(posts)
        .innerJoin(groups, eq(groups.id, posts.groupId))
        .where(among(posts.id, ids, visible));
      return found.map((r) => ({ ...r, title: cut(r.text.trim().split('\n', 1)[0]!.trim(), TITLE_MAX), courseId: null }));
    },
  },
  Article: {
    visibleIds: visibleArticleIds,
    rows: (db, ids, visible) =>
      db
        .select({ id: articles.id, title: articles.title, text: articles.bodyText, authorId: articles.authorId, place: folders.name, courseId: sql<null>`null`, publishedAt: articles.publishedAt })
        .from(articles)
        .innerJoin(folders, eq(folders.id, articles.folderId))
        .where(among(articles.id, ids, visible)),
  },
  Lesson: {
    visibleIds: visibleLessonIds,
    // Lessons have no author or publication time of their own; the excerpt is the one every reader of the course sees.
    rows: (db, ids, visible) =>
      db
        .select({ id: lessons.id, title: lessons.name, text: lessons.excerpt, authorId: sql<null>`null`, place: courses.name, courseId: lessons.courseId, publishedAt: sql<null>`null` })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(among(lessons.id, ids, visible)),
  },
};

/** True for a saved row whose item the reader may still see: what they lost sight of is left out, and back if they regain it. */
export function stillVisible(reader: SavedItemsReader): SQL {
  const each = saveableTypes.map((t) => sql`(${savedItems.saveableType} = ${t} and ${savedItems.saveableId} in ${kinds[t].visibleIds(reader)})`);
  return sql`(${sql.join(each, sql` or `)})`;
}

/** Summaries of the items the reader may see, keyed by savedItemUid: one query per kind asked for, and one for the authors. */
export async function summariesOf(db: Database, reader: SavedItemsReader, keys: readonly { type: SaveableType; id: number }[]): Promise<Map<string, SavedItemSummary>> {
  const found: { type: SaveableType; row: ItemRow }[] = [];
  for (const type of saveableTypes) {
    const ids = [...new Set(keys.filter((k) => k.type === type).map((k) => k.id))];
    if (ids.length === 0) continue;
    for (const row of await kinds[type].rows(db, ids, kinds[type].visibleIds(reader))) found.push({ type, row });
  }
  const authors = await memberWiresByIds(db, [...new Set(found.flatMap(({ row }) => (row.authorId === null ? [] : [row.authorId])))]);
  return new Map(
    found.map(({ type, row: r }) => [
      savedItemUid(type, r.id),
      {
        title: r.title,
        excerpt: cut(r.text.trim(), EXCERPT_MAX),
        // A premium post says so; one the reader lacks the plan of keeps nothing of its text.
        ...(r.requiredPlan ? { required_plan: r.requiredPlan, locked: false } : {}),
        ...(lockedFor(reader, r) ? { title: '', excerpt: '', locked: true } : {}),
        author: (r.authorId !== null && authors.get(r.authorId)) || null,
        place: r.place,
        course_id: r.courseId,
        published_at: r.publishedAt?.toISOString() ?? null,
      },
    ]),
  );
}
