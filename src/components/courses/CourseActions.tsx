// What a member can do with a course: enrol (or buy it first), continue, restart, unenrol, and the follow-up once completed.
import { useState } from 'react';
import { Link } from '../../app/router';
import { completed, needsPurchase, webPurchasable } from '../../../schema/course-rules';
import type { LocalCourse, LocalLesson } from '../../../schema/local-db';
import { messages } from '../../../schema/messages';
import { rememberPaywallSource } from '../../app/paywall-source';
import { href } from '../../app/links';
import { getEngine } from '../../data/engine';
import type { AccountResult } from '../../../worker/engine-results';
import ConfirmDialog from '../ConfirmDialog';
import FormAlert from '../FormAlert';

/** The lesson to go on with: the current one, else the first not completed, else the first. */
export function nextLessonOf(course: LocalCourse, lessons: readonly LocalLesson[]): LocalLesson | undefined {
  const current = lessons.find((l) => l.id === course.user_enrollment?.current_lesson_id);
  if (current && !current.user_state.completed) return current;
  return lessons.find((l) => !l.user_state.completed) ?? lessons[0];
}

export default function CourseActions({ course, lessons }: { course: LocalCourse; lessons: readonly LocalLesson[] }) {
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'unenroll' | 'restart' | null>(null);
  const ref = { id: course.id, name: course.name };
  const run = async (job: Promise<AccountResult<string>>) => {
    const result = await job;
    setError(result.ok ? null : result.message || messages.courseNotSaved);
  };

  if (!course.user_enrollment) {
    if (needsPurchase(course)) {
      return webPurchasable(course) ? (
        <Link
          className="button"
          data-testid="course-buy"
          to={href('paywall', { requiredPlanName: course.tier!.product_name })}
          onClick={() => rememberPaywallSource({ type: 'course', id: course.id })}
        >
          Buy this course
        </Link>
      ) : (
        <p className="card empty" data-testid="course-not-for-sale">{messages.courseNotForWebPurchase}</p>
      );
    }
    return (
      <div className="stack stack--tight">
        <button type="button" className="button" data-testid="course-enroll" onClick={() => void run(getEngine().courses.enroll(ref))}>
          Enrol
        </button>
        <FormAlert error={error} />
      </div>
    );
  }
  const next = nextLessonOf(course, lessons);
  return (
    <div className="stack stack--tight">
      <div className="course-actions">
        {next && !completed(course) && (
          <Link className="button" data-testid="course-continue" to={href('lesson', { courseId: course.id, lessonId: next.id })}>
            {course.user_enrollment.completed_lessons_count === 0 ? 'Start' : 'Continue'}
          </Link>
        )}
        {completed(course) && course.followup_button && (
          <a className="button" data-testid="course-followup" href={course.followup_button.url} target="_blank" rel="noopener noreferrer nofollow">
            {course.followup_button.text}
          </a>
        )}
        <button type="button" className="button button--quiet" data-testid="course-restart" onClick={() => setConfirm('restart')}>
          Restart
        </button>
        <button type="button" className="button button--quiet" data-testid="course-unenroll" onClick={() => setConfirm('unenroll')}>
          Unenrol
        </button>
      </div>
      <FormAlert error={error} />
      {confirm && (
        <ConfirmDialog
          title={confirm === 'restart' ? 'Restart this course?' : 'Leave this course?'}
          text={confirm === 'restart' ? 'Every lesson will be marked not completed.' : 'Your progress in this course will be lost.'}
          confirmLabel={confirm === 'restart' ? 'Restart' : 'Unenrol'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void run(confirm === 'restart' ? getEngine().courses.restart(ref) : getEngine().courses.unenroll(ref));
          }}
        />
      )}
    </div>
  );
}
