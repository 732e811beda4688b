// A member's course write, exactly once per Idempotency-Key (a late replay answers the first answer and applies nothing).
import type { Database } from '../../db/connect';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { courseReader, type CourseReader } from './course-reader';

export function courseWrite<T>(
  db: Database,
  viewer: Viewer,
  key: string | null,
  route: string,
  body: unknown,
  write: (tx: Database, reader: CourseReader) => Promise<T>,
): Promise<StoredAnswer<T>> {
  const opts = { userId: viewer.user.id, key, fingerprint: requestFingerprint(route, body) };
  return idempotentWrite(db, opts, async (tx) => ({ status: 200, body: await write(tx, courseReader(viewer)) }));
}
