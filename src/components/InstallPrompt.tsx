// Whether to offer installing the app (src/lib/install-prompt.ts); the offer itself is InstallOffer, loaded only when due.
import { useState, useSyncExternalStore } from 'react';
import { installPromptDismissed } from '../app/install-prompt-memory';
import { installOffer, subscribeInstallOffer } from '../app/install-event';
import { lazyScreen } from '../app/lazy-screen';
import { useSession } from '../app/session-context';
import { browserInstallFacts, installPromptKind } from '../lib/install-prompt';
import OnDemand from './OnDemand';

const InstallOffer = lazyScreen(() => import('./InstallOffer'));

export default function InstallPrompt() {
  const { signedIn, configuration } = useSession();
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer);
  const [closed, setClosed] = useState(false);
  const stores = configuration?.store_urls;
  const kind = installPromptKind({
    ...browserInstallFacts(navigator, (q) => window.matchMedia?.(q).matches ?? false),
    hasStoreApp: Boolean(stores?.app_store || stores?.play_store),
    dismissed: installPromptDismissed(),
    browserOffer: offer !== null,
  });
  if (!signedIn || closed || kind === 'none') return null;
  return (
    <OnDemand>
      <InstallOffer kind={kind} appName={configuration?.app_name ?? ''} onClose={() => setClosed(true)} />
    </OnDemand>
  );
}
