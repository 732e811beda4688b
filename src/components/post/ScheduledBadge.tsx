// "Scheduled for …" on a post that waits for its time (only its author sees it until then).
import { formatDateTime } from '../../lib/date-time';

export default function ScheduledBadge({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="scheduled-badge" data-testid="scheduled-badge">
      Scheduled for {formatDateTime(at)}
    </p>
  );
}
