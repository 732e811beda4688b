// The delivery state of a setting's unsent change beside its controls: "Sending…", or "Not sent" with Retry and Discard.
import type { MutationKind } from '../../schema/outbox';
import { useUnsent } from '../hooks/use-unsent';
import UnsentControls from './UnsentControls';

export default function UnsentChangeState({ kinds }: { kinds: readonly MutationKind[] }) {
  const unsent = useUnsent(kinds);
  if (!unsent) return null;
  return <UnsentControls status={unsent.status} clientId={unsent.clientId} error={unsent.error} />;
}
