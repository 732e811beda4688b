// What a member can do with a course: enrol (or buy it first), continue, restart, unenrol, and the follow-up once completed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['courses', 'messages']);
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
          {t('actions.buy')}
        </Link>
      ) : (
        <p className="card empty" data-testid="course-not-for-sale">{t('messages:courseNotForWebPurchase')}</p>
      );
    }
    return (
      <div className="stack stack--tight">
        <button type="button" className="button" data-testid="course-enroll" onClick={() => void run(getEngine().courses.enroll(ref))}>
          {t('actions.enrol')}
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
            {course.user_enrollment.completed_lessons_count === 0 ? t('actions.start') : t('actions.continue')}
          </Link>
        )}
        {completed(course) && course.followup_button && (
          <a className="button" data-testid="course-followup" href={course.followup_button.url} target="_blank" rel="noopener noreferrer nofollow">
            {course.followup_button.text}
          </a>
        )}
        <button type="button" className="button button--quiet" data-testid="course-restart" onClick={() => setConfirm('restart')}>
          {t('actions.restart')}
        </button>
        <button type="button" className="button button--quiet" data-testid="course-unenroll" onClick={() => setConfirm('unenroll')}>
          {t('actions.unenrol')}
        </button>
      </div>
      <FormAlert error={error} />
      {confirm && (
        <ConfirmDialog
          title={confirm === 'restart' ? t('actions.restartTitle') : t('actions.unenrolTitle')}
          text={confirm === 'restart' ? t('actions.restartText') : t('actions.unenrolText')}
          confirmLabel={confirm === 'restart' ? t('actions.restart') : t('actions.unenrol')}
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
