// Where a part loaded on demand shows (a dialog, a composer's optional editor): nothing while its chunk loads, and
// nothing if it cannot load (offline before the service worker holds the build), so the screen around it stays usable.
import { Component, Suspense, type ReactNode } from 'react';

class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export default function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Quiet>
      <Suspense fallback={null}>{children}</Suspense>
    </Quiet>
  );
}
