// The courses a member is enrolled in, as a subquery: the delta feed's audience of course, lesson and lesson medium changes.
import { sql } from 'drizzle-orm';
import { enrollments } from './course-schema';

export const enrolledCourseIds = (userId: number) => sql`(select e.course_id from ${enrollments} e where e.user_id = ${userId})`;
