// The offer to install the app on a phone: our Install button for the browser's dialog, or Safari's Share steps; Not now is for good.
import { useTranslation } from 'react-i18next';
import { dismissInstallPrompt } from '../app/install-prompt-memory';
import { installOffer, installOfferUsed } from '../app/install-event';
import type { InstallPromptKind } from '../lib/install-prompt';

interface Props {
  kind: Exclude<InstallPromptKind, 'none'>;
  appName: string;
  onClose(): void;
}

export default function InstallOffer({ kind, appName, onClose }: Props) {
  const { t } = useTranslation();
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
    <div className="card push-prompt" role="region" aria-label={t('install.region')} data-testid="install-prompt">
      <p className="push-prompt__text">
        <strong>{t('install.question', { app: appName || t('appName') })}</strong> {t('install.why')}
      </p>
      {kind === 'ios-steps' && (
        <ol className="install-steps">
          <li>{t('install.iosShare')}</li>
          <li>{t('install.iosAdd')}</li>
        </ol>
      )}
      <div className="push-prompt__actions">
        <button type="button" className="button button--small button--quiet" onClick={notNow}>
          {t('install.notNow')}
        </button>
        {kind === 'button' && (
          <button type="button" className="button button--small" onClick={() => void install()}>
            {t('install.install')}
          </button>
        )}
      </div>
    </div>
  );
}
