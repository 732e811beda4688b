// Asks the member to agree when the configured privacy policy or terms are newer than the versions they agreed to (docs/product.md 4).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../app/links';
import { Link } from '../app/router';
import { useSession } from '../app/session-context';
import { getEngine } from '../data/engine';
import { useAccountAction } from '../hooks/use-account-action';
import { withSlot } from '../i18n/with-slot';
import { outdatedLegal } from '../lib/legal';
import FormAlert from './FormAlert';

export default function LegalAgreementPrompt() {
  const { t } = useTranslation('account');
  const { signedIn, configuration, userData } = useSession();
  const { busy, error, run } = useAccountAction();
  const outdated = signedIn ? outdatedLegal(configuration, userData) : null;
  const asking = !!outdated && !!configuration;
  // Both documents come to the device while the prompt shows, so its links read them offline too.
  useEffect(() => {
    if (asking) void getEngine().legal.loadCurrent().catch(() => undefined);
  }, [asking]);
  if (!outdated || !configuration) return null;

  // Each language words the pair of documents its own way: one sentence per case.
  const documents = outdated.privacyPolicy && outdated.terms ? 'both' : outdated.privacyPolicy ? 'privacy' : 'terms';
  const community = configuration.artist_long_name || configuration.app_name;
  // The prompt closes by itself once the new versions land in the member's user data.
  const agree = () =>
    void run(() => getEngine().profile.agreeToLegal(configuration.legal.privacy_policy.version, configuration.legal.terms_conditions.version));

  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby="legal-title" aria-describedby="legal-text" data-testid="legal-prompt">
        <h2 id="legal-title">{t(`legal.title.${documents}`)}</h2>
        <p id="legal-text">
          {withSlot(
            (email) => t(`legal.text.${documents}`, { community, email }),
            <bdi>{configuration.support_email}</bdi>,
          )}
        </p>
        <ul className="legal-links">
          {outdated.privacyPolicy && (
            <li>
              <Link to={href('legalDocument', { kind: 'privacy_policy' })}>{t('legal.readPrivacy')}</Link>
            </li>
          )}
          {outdated.terms && (
            <li>
              <Link to={href('legalDocument', { kind: 'terms_conditions' })}>{t('legal.readTerms')}</Link>
            </li>
          )}
        </ul>
        <FormAlert error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={agree} disabled={busy}>
            {busy ? t('legal.saving') : t('legal.agree')}
          </button>
        </div>
      </div>
    </div>
  );
}
