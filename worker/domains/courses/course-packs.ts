// Courses' offline packs: the files a course needs (from the mirror), the member's "Available offline", and the engine's rule keeping started courses on the device.
import { courseFiles, coursePackId, courseStarted } from '../../../schema/course-pack';
import type { LocalDb } from '../../../schema/local-db';
import type { OfflinePack } from '../../../schema/mirror/offline-packs';
import { offlineFileUrl } from '../../../schema/offline-media';
import { forgetPack, savePack, type PackFileWish } from '../../offline-packs/pack-rows';
import type { PackRunner } from '../../offline-packs/runner';

/** Every file course `courseId` needs offline as the mirror holds it (null: the device does not hold the course). */
export async function courseWishes(db: LocalDb, courseId: number, origin: string): Promise<PackFileWish[] | null> {
  const course = await db.courses.get(courseId);
  if (!course) return null;
  const [lessons, media] = await Promise.all([db.lessons.where('course_id').equals(courseId).toArray(), db.lesson_media.where('course_id').equals(courseId).toArray()]);
  return courseFiles(course, lessons, media).map((f) => ({ url: offlineFileUrl(f.url, origin), size: f.size }));
}

const sameFiles = (pack: OfflinePack, wishes: PackFileWish[]) =>
  pack.files.length === wishes.length && wishes.every((w, i) => pack.files[i]!.url === w.url);

/**
 * The member's "Available offline": every lesson page is read first when the network allows (`loadCourse`, answering
 * whether more remain), then the course's files as the device holds them; lessons arriving later join at the next pull.
 */
export async function keepCourse(
  db: LocalDb,
  packs: PackRunner,
  origin: string,
  courseId: number,
  loadCourse: (id: number, more: boolean) => Promise<boolean>,
): Promise<void> {
  try {
    for (let more = await loadCourse(courseId, false); more; ) more = await loadCourse(courseId, true);
  } catch {
    // Offline or refused: the pack starts from what the device holds.
  }
  const wishes = (await courseWishes(db, courseId, origin)) ?? [];
  const { dropped } = await savePack(db, coursePackId(courseId), wishes, 'member');
  await packs.dropUnused(dropped);
  void packs.kick();
}

/**
 * After the mirror changed (a pull): each course pack follows its course's files (new lessons, media processed), a
 * started course the member did not remove gets a pack of the engine's own, and the engine's own pack of a course the
 * member left goes. The storage guard applies when the runner reaches an engine's pack.
 */
export async function refreshCoursePacks(db: LocalDb, packs: PackRunner, origin: string): Promise<void> {
  const [courses, rows] = await Promise.all([db.courses.toArray(), db.offline_packs.toArray()]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  let changed = false;
  for (const course of courses) {
    const id = coursePackId(course.id);
    const row = byId.get(id);
    if (row?.state === 'removed') continue;
    if (row?.origin === 'auto' && !course.user_enrollment) {
      await packs.halt(id);
      await packs.dropUnused(await forgetPack(db, id));
      continue;
    }
    if (!row && !courseStarted(course)) continue;
    const wishes = (await courseWishes(db, course.id, origin)) ?? [];
    if (row && sameFiles(row, wishes)) continue;
    const { dropped } = await savePack(db, id, wishes, row?.origin ?? 'auto');
    await packs.dropUnused(dropped);
    changed = true;
  }
  if (changed) void packs.kick();
}
