// The courses domain: courses, lessons and their media, enrolment and progress, and a course's offline pack.
import { defineDomain } from '../domain';
import { courses } from './collections/courses';
import { courseCommands } from './commands/courses';
import { courseCurrentLesson, courseEnroll, courseRestart, courseUnenroll, lessonComplete, lessonUncomplete } from './mutations/course-writes';

export const coursesDomain = defineDomain({
  name: 'courses',
  collections: { courses },
  commands: (ctx) => ({ courses: courseCommands(ctx) }),
  mutations: {
    'course.enroll': courseEnroll,
    'course.unenroll': courseUnenroll,
    'course.restart': courseRestart,
    'course.set_current_lesson': courseCurrentLesson,
    'lesson.complete': lessonComplete,
    'lesson.uncomplete': lessonUncomplete,
  },
});
