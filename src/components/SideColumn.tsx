// The wide screen's side column (from 1100 px, beside the 650 px content, as Circle has it): the navigation, the member's groups, then each capability's panel.
import { lazy, Suspense } from 'react';
import { screenDomains } from '../app/screen-domains';
import { useSession } from '../app/session-context';
import MainNav from './MainNav';

// The groups list reads the mirror: its code stays out of the entry chunk.
const SideGroups = lazy(() => import('./SideGroups'));

/** The capabilities' panels (src/app/screen-domain.ts `sideColumn`), in the registry's order. */
const capabilityPanels = screenDomains.flatMap((d) => d.sideColumn ?? []);

export default function SideColumn() {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    <aside className="side-column" data-testid="side-column">
      <MainNav className="side-nav" />
      <Suspense fallback={null}>
        <SideGroups />
        {capabilityPanels.map(({ name, Panel }) => (
          <Panel key={name} />
        ))}
      </Suspense>
    </aside>
  );
}
