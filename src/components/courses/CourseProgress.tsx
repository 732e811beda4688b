// A course's progress bar with its percentage in words.
import { useTranslation } from 'react-i18next';

export default function CourseProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('courses');
  return (
    <span className="course-progress">
      <progress max={100} value={percent} aria-label={t('progress.label')} />
      <span className="muted" data-testid="course-progress">{t('progress.complete', { percent })}</span>
    </span>
  );
}
