// The small lock and plan title a locked item shows in a list (folders, articles, files), as a locked post shows it whole.
import { usePlanTitle } from '../../hooks/use-plan-title';
import LockIcon from './LockIcon';

export default function PlanBadge({ plan }: { plan: string }) {
  const title = usePlanTitle(plan);
  return (
    <span className="badge badge--muted plan-badge" data-testid="plan-badge">
      <LockIcon />
      <bdi>{title}</bdi>
    </span>
  );
}
