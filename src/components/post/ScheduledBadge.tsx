// "Scheduled for …" on a post that waits for its time (only its author sees it until then).
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/date-time';

export default function ScheduledBadge({ at }: { at: string | null }) {
  const { t } = useTranslation('posts');
  if (!at) return null;
  return (
    <p className="scheduled-badge" data-testid="scheduled-badge">
      {t('card.scheduledFor', { time: formatDateTime(at) })}
    </p>
  );
}
