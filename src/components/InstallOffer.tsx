// The offer to install the app on a phone: our Install button for the browser's dialog, or Safari's Share steps; Not now is for good.
import { dismissInstallPrompt } from '../app/install-prompt-memory';
import { installOffer, installOfferUsed } from '../app/install-event';
import type { InstallPromptKind } from '../lib/install-prompt';

interface Props {
  kind: Exclude<InstallPromptKind, 'none'>;
  appName: string;
  onClose(): void;
}

export default function InstallOffer({ kind, appName, onClose }: Props) {
  const notNow = () => {
    dismissInstallPrompt();
    onClose();
  };
  const install = async () => {
    const offer = installOffer();
    if (!offer) return onClose();
    installOfferUsed();
    await offer.prompt();
    // Installed or refused in the browser's own dialog: either way the member has answered.
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') dismissInstallPrompt();
    onClose();
  };
  return (
    <div className="card push-prompt" role="region" aria-label="Install the app" data-testid="install-prompt">
      <p className="push-prompt__text">
        <strong>Install {appName || 'the app'}?</strong> Open it from your home screen, read and write offline, and get notifications.
      </p>
      {kind === 'ios-steps' && (
        <ol className="install-steps">
          <li>Tap Share in Safari&apos;s toolbar.</li>
          <li>Choose Add to Home Screen.</li>
        </ol>
      )}
      <div className="push-prompt__actions">
        <button type="button" className="button button--small button--quiet" onClick={notNow}>
          Not now
        </button>
        {kind === 'button' && (
          <button type="button" className="button button--small" onClick={() => void install()}>
            Install
          </button>
        )}
      </div>
    </div>
  );
}
