// The engine's course reads (docs/api-courses.md): lists by tab and the catalogue, a course with its lessons, lesson pages, members, a medium.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { courseDetail, coursesPage, courseUsersPage, lessonMediumResponse, lessonsPage } from '../../../schema/courses';
import type { ApiClient } from '../../api-client';

/** Course lists are paged by number (docs/api-paging.md): no `page` asks for the first. */
const withPage = (path: string, page: number | null) => (page === null ? path : `${path}?page=${page}`);

export type CourseList = 'catalogue' | 'enrolled' | 'completed';
const listPaths = { catalogue: apiPaths.courses, enrolled: apiPaths.coursesEnrolled, completed: apiPaths.coursesCompleted } as const;

export function courseCalls(client: ApiClient) {
  return {
    courses: (list: CourseList, page: number | null = null) => client.request('GET', withPage(listPaths[list], page), { schema: coursesPage }),
    course: (id: number) => client.request('GET', fillPath(apiPaths.course, { id }), { schema: courseDetail }),
    lessons: (id: number, page: number) => client.request('GET', withPage(fillPath(apiPaths.courseLessons, { id }), page), { schema: lessonsPage }),
    courseUsers: (id: number, which: 'enrolled' | 'completed', page: number | null = null) =>
      client.request('GET', withPage(fillPath(apiPaths[which === 'enrolled' ? 'courseUsersEnrolled' : 'courseUsersCompleted'], { id }), page), {
        schema: courseUsersPage,
      }),
    lessonMedium: (mediumId: number) => client.request('GET', fillPath(apiPaths.lessonMedium, { mediumId }), { schema: lessonMediumResponse }),
  };
}
