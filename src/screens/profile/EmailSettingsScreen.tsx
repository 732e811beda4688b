// /profile/settings/emails: marketing preferences and email notifications from the device at once, each change shown at once and sent through the outbox.
import { useTranslation } from 'react-i18next';
import type { MutationKind } from '../../../schema/outbox';
import type { EmailSettings } from '../../../schema/profile';
import type { EmailSettingsChanges, MarketingChanges } from '../../../worker/engine-results';
import { useSession } from '../../app/session-context';
import BackButton from '../../components/BackButton';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import UnsentChangeState from '../../components/UnsentChangeState';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';

const EMAIL_KINDS: readonly MutationKind[] = ['email_setting.update'];
const MARKETING_KINDS: readonly MutationKind[] = ['marketing_preference.update'];

export default function EmailSettingsScreen() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('email.title'));
  const settings = useKv('accountSettings');
  // The device's copy shows at once; the server's refreshes it.
  const load = useEngineLoad('account-settings', (engine) => engine.settings.load());
  // Only a change the rules refuse before it is queued answers here; refusals by the server show beside the switches.
  const { error, run } = useAccountAction();

  const saveMarketing = (changes: MarketingChanges) => void run(() => getEngine().settings.saveMarketingPreferences(changes));
  const saveEmail = (changes: EmailSettingsChanges) => void run(() => getEngine().settings.saveEmailSettings(changes));

  const value = settings?.value;
  // The community may send no email notifications at all (docs/product.md 3): the member's own choice then waits, shown but not changeable.
  const { configuration } = useSession();
  const communitySends = configuration?.email_notifications_enabled ?? true;
  return (
    <div className="stack" data-testid="email-settings">
      <div className="screen-header">
        <BackButton />
        <h1>{t('email.title')}</h1>
      </div>
      <FormAlert error={error} />
      {settings === null && <NotOnDevice {...load} loadingText={t('email.loading')} />}
      {value && (
        <section className="card form" aria-labelledby="notifications-title">
          <h2 id="notifications-title">{t('email.notifications')}</h2>
          {!communitySends && (
            <p className="muted" data-testid="email-notifications-off">
              {configuration?.app_name ? t('email.notSending', { community: configuration.app_name }) : t('email.notSendingDefault')}
            </p>
          )}
          <label className="check">
            <input
              type="checkbox"
              disabled={!communitySends}
              checked={value.email_settings.notifications}
              onChange={(e) => saveEmail({ notifications: e.target.checked })}
            />
            {t('email.emailMe')}
          </label>
          <label className="field">
            <span className="field__label">{t('email.digest')}</span>
            <select disabled={!communitySends} value={value.email_settings.digest} onChange={(e) => saveEmail({ digest: e.target.value as EmailSettings['digest'] })}>
              <option value="off">{t('email.noDigest')}</option>
              <option value="weekly">{t('email.weekly')}</option>
            </select>
          </label>
          <UnsentChangeState kinds={EMAIL_KINDS} />
        </section>
      )}
      {value && (
        <section className="card form" aria-labelledby="marketing-title">
          <h2 id="marketing-title">{t('email.news')}</h2>
          <label className="check">
            <input
              type="checkbox"
              checked={value.marketing_preferences.global_opt_in}
              onChange={(e) => saveMarketing({ global_opt_in: e.target.checked })}
            />
            {t('email.newsOptIn')}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={value.marketing_preferences.digest_email}
              onChange={(e) => saveMarketing({ digest_email: e.target.checked })}
            />
            {t('email.highlights')}
          </label>
          <UnsentChangeState kinds={MARKETING_KINDS} />
        </section>
      )}
    </div>
  );
}
