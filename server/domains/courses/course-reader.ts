// Who reads courses: a signed-in member, and whether they host (hosts see unpublished courses, every lesson, every tier as owned).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { isHost } from '../groups/group-admin-access';
import type { Viewer } from '../sessions/sessions';

export interface CourseReader {
  id: number;
  host: boolean;
}

export const courseReader = (viewer: Viewer): CourseReader => ({ id: viewer.user.id, host: isHost(viewer) });

/** The reader behind a feed's viewer id (the materialisers know the id only). */
export async function courseReaderById(db: Database, userId: number): Promise<CourseReader> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return { id: userId, host: row?.role === 'admin' };
}
