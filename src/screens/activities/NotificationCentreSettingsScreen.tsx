// /profile/settings/notifications-centre: a switch per activity category, from the device at once, each change shown at once and sent through the outbox.
import { useTranslation } from 'react-i18next';
import { activityCategories, type ActivityCategory } from '../../../schema/activity-categories';
import type { MutationKind } from '../../../schema/outbox';
import BackButton from '../../components/BackButton';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import UnsentChangeState from '../../components/UnsentChangeState';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';

const KINDS: readonly MutationKind[] = ['activity_exclusion.update'];

export default function NotificationCentreSettingsScreen() {
  const { t } = useTranslation('activities');
  useDocumentTitle(t('centre.title'));
  const setting = useKv('activityExclusions');
  const load = useEngineLoad('activity-exclusions', (engine) => engine.activities.loadExclusions());
  const { error, run } = useAccountAction();

  const toggle = (category: ActivityCategory, shown: boolean) => void run(() => getEngine().activities.setCategoryShown(category, shown));
  const excluded = setting?.value;

  return (
    <div className="stack" data-testid="notification-centre-settings">
      <div className="screen-header">
        <BackButton />
        <h1>{t('centre.title')}</h1>
      </div>
      <FormAlert error={error} />
      {setting === null && <NotOnDevice {...load} loadingText={t('centre.loading')} />}
      {excluded && (
        <section className="card form" aria-labelledby="categories-title">
          <h2 id="categories-title">{t('centre.show')}</h2>
          <p className="muted">{t('centre.intro')}</p>
          <div className="category-switches">
            {activityCategories.map((category) => (
              <label key={category} className="category-switch">
                <span>{t(`category.${category}`)}</span>
                <input
                  type="checkbox"
                  role="switch"
                  checked={!excluded.includes(category)}
                  onChange={(e) => toggle(category, e.target.checked)}
                  data-testid={`category-${category}`}
                />
              </label>
            ))}
          </div>
          <UnsentChangeState kinds={KINDS} />
        </section>
      )}
    </div>
  );
}
