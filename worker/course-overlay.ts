// Lays the member's unsent course writes (enrol, unenrol, restart, current lesson, complete, uncomplete) over the server's course rows, in order.
import type { LocalDb } from '../schema/local-db';

/** Filled by the course mutations (issue 10, device step): until then the server's rows stand as they are. */
export async function layUnsentCourseWrites(_db: LocalDb, _courseIds: number[]): Promise<void> {}
