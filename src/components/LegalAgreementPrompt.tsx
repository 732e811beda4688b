// Asks the member to agree when the configured privacy policy or terms are newer than the versions they agreed to (docs/product.md 4).
import { useSession } from '../app/session-context';
import { getEngine } from '../data/engine';
import { useAccountAction } from '../hooks/use-account-action';
import { outdatedLegal } from '../lib/legal';
import FormAlert from './FormAlert';

export default function LegalAgreementPrompt() {
  const { signedIn, configuration, userData } = useSession();
  const { busy, error, run } = useAccountAction();
  const outdated = signedIn ? outdatedLegal(configuration, userData) : null;
  if (!outdated || !configuration) return null;

  const documents = [outdated.privacyPolicy && 'privacy policy', outdated.terms && 'terms and conditions'].filter(Boolean).join(' and ');
  // The prompt closes by itself once the new versions land in the member's user data.
  const agree = () =>
    void run(() => getEngine().profile.agreeToLegal(configuration.legal.privacy_policy.version, configuration.legal.terms_conditions.version));

  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby="legal-title" aria-describedby="legal-text" data-testid="legal-prompt">
        <h2 id="legal-title">Our {documents}</h2>
        <p id="legal-text">
          Please read and agree to the {documents} of {configuration.artist_long_name || configuration.app_name} to continue. Questions?
          Write to {configuration.support_email}.
        </p>
        <FormAlert error={error} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={agree} disabled={busy}>
            {busy ? 'Saving…' : 'I agree'}
          </button>
        </div>
      </div>
    </div>
  );
}
