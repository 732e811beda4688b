// /profile/settings/emails: marketing preferences and email notifications, saved as each switch changes.
import { useEffect, useState } from 'react';
import type { EmailSettings, MarketingPreferences } from '../../../schema/profile';
import type { EmailSettingsChanges, MarketingChanges } from '../../../worker/engine-api';
import BackButton from '../../components/BackButton';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../hooks/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function EmailSettingsScreen() {
  useDocumentTitle('Email settings');
  const [marketing, setMarketing] = useState<MarketingPreferences | null>(null);
  const [email, setEmail] = useState<EmailSettings | null>(null);
  const { busy, error, run } = useAccountAction();

  useEffect(() => {
    void run(async () => {
      const engine = getEngine();
      const [m, e] = await Promise.all([engine.settings.marketingPreferences(), engine.settings.emailSettings()]);
      if (m.ok) setMarketing(m.value);
      if (e.ok) setEmail(e.value);
      return !m.ok ? m : !e.ok ? e : { ok: true as const };
    });
  }, [run]);

  const saveMarketing = (changes: MarketingChanges) =>
    void run(async () => {
      const result = await getEngine().settings.saveMarketingPreferences(changes);
      if (result.ok) setMarketing(result.value);
      return result;
    });
  const saveEmail = (changes: EmailSettingsChanges) =>
    void run(async () => {
      const result = await getEngine().settings.saveEmailSettings(changes);
      if (result.ok) setEmail(result.value);
      return result;
    });

  return (
    <div className="stack" data-testid="email-settings">
      <div className="screen-header">
        <BackButton />
        <h1>Email settings</h1>
      </div>
      <FormAlert error={error} />
      {email && (
        <section className="card form" aria-labelledby="notifications-title">
          <h2 id="notifications-title">Notifications</h2>
          <label className="check">
            <input type="checkbox" checked={email.notifications} disabled={busy} onChange={(e) => saveEmail({ notifications: e.target.checked })} />
            Email me about replies, mentions and activity in my groups
          </label>
          <label className="field">
            <span className="field__label">Digest</span>
            <select value={email.digest} disabled={busy} onChange={(e) => saveEmail({ digest: e.target.value as EmailSettings['digest'] })}>
              <option value="off">No digest</option>
              <option value="weekly">Weekly digest</option>
            </select>
          </label>
        </section>
      )}
      {marketing && (
        <section className="card form" aria-labelledby="marketing-title">
          <h2 id="marketing-title">News and offers</h2>
          <label className="check">
            <input
              type="checkbox"
              checked={marketing.global_opt_in}
              disabled={busy}
              onChange={(e) => saveMarketing({ global_opt_in: e.target.checked })}
            />
            Send me news and offers from the community
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={marketing.digest_email}
              disabled={busy}
              onChange={(e) => saveMarketing({ digest_email: e.target.checked })}
            />
            Send me the weekly highlights email
          </label>
        </section>
      )}
    </div>
  );
}
