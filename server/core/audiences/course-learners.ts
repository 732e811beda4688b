// The members enrolled in the change's course (course, lesson and lesson medium kinds); each hears it on their own channel.
import { inArray, sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { enrollments } from '../../domains/courses/course-schema';
import { changes } from '../sync-schema';
import { enrolledCourseIds } from '../../domains/courses/course-learners';
import { membersOfScopes, type AudienceDef } from './audience';

export const courseLearners: AudienceDef = {
  scope: 'course',
  visibleTo: (userId) => sql`${changes.scopeId} in ${enrolledCourseIds(userId)}`,
  channels: async (db, rows) => {
    const learnersOf = await membersOfScopes(rows, (ids) =>
      db.select({ id: enrollments.courseId, userId: enrollments.userId }).from(enrollments).where(inArray(enrollments.courseId, ids)),
    );
    return rows.map((r) => learnersOf(r.scopeId).map((id) => realtimeChannels.member(id)));
  },
};
