// One saved item in the list: what it is and where it lives, its title and excerpt, when it was saved, and Remove.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { LocalSavedItem } from '../../../schema/saved-items/mirror';
import RelativeTime from '../../components/RelativeTime';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import { withSlot } from '../../i18n/with-slot';
import { savedItemLink } from './saved-links';
import PlanLock from '../../components/premium/PlanLock';

export default function SavedItemCard({ saved }: { saved: LocalSavedItem }) {
  const { t } = useTranslation('saved');
  const to = savedItemLink(saved);
  const { item } = saved;
  const title = item.title || t('untitled');
  const textOnly = item.excerpt !== '' && item.excerpt.startsWith(item.title.replace(/…$/, ''));
  const remove = () =>
    void getEngine()
      .saved.unsave({ type: saved.saveable_type, id: saved.saveable_id })
      .catch((e: unknown) => console.warn('Could not remove the saved item', e));
  return (
    <li className="card saved-item" data-testid="saved-item" data-type={saved.saveable_type} data-id={saved.saveable_id}>
      <p className="saved-item__where muted">
        <span className="saved-item__kind">{t(`kind.${saved.saveable_type}`)}</span>
        {item.place && (
          <>
            {' · '}
            <bdi>{item.place}</bdi>
          </>
        )}
        {item.author && (
          <>
            {' · '}
            <bdi>{item.author.display_name}</bdi>
          </>
        )}
      </p>
      {/* A post's title is the start of its text: its excerpt alone says it, as the link. */}
      {textOnly ? (
        <h2 className="saved-item__title saved-item__title--text" dir="auto">{to ? <Link to={to}>{item.excerpt}</Link> : item.excerpt}</h2>
      ) : (
        <>
          <h2 className="saved-item__title" dir={item.title ? 'auto' : undefined}>
            {to ? <Link to={to}>{title}</Link> : title}
          </h2>
          {item.excerpt && (
            <p className="saved-item__excerpt" dir="auto">
              {item.excerpt}
            </p>
          )}
        </>
      )}
      {item.locked && item.required_plan && <PlanLock plan={item.required_plan} source={{ type: 'post', id: saved.saveable_id }} />}
      <div className="saved-item__foot">
        <span className="muted">
          {withSlot((time) => t('savedAt', { time }), <RelativeTime iso={saved.saved_at} />)}
        </span>
        <button type="button" className="button button--small button--quiet" onClick={remove} data-testid="saved-item-remove">
          {t('remove')}
        </button>
      </div>
      {saved.status && <UnsentControls status={saved.status} clientId={saved.client_id ?? null} error={saved.error} />}
    </li>
  );
}
