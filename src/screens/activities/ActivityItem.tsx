// One activity in the list: who, what happened in words, the excerpt, when; unseen ones marked. Tapping marks it seen and opens where it happened.
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/router';
import type { LocalActivity } from '../../../schema/mirror/activities';
import { appPathOf } from '../../../schema/deep-links';
import Avatar from '../../components/Avatar';
import RelativeTime from '../../components/RelativeTime';
import { getEngine } from '../../data/engine';
import { isolate } from '../../i18n/isolate';
import { activityExcerpt, activityWords } from '../../lib/activity-words';

export default function ActivityItem({ activity }: { activity: LocalActivity }) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const { actor, what } = activityWords(activity);
  const excerpt = activityExcerpt(activity);
  const target = appPathOf(activity.link);

  function open() {
    if (!activity.seen) void getEngine().activities.markSeen(activity.id);
    if (target) navigate(target);
  }

  return (
    <li className={`card activity-row${activity.seen ? '' : ' activity-row--unseen'}`} data-testid="activity" data-seen={activity.seen}>
      <button type="button" className="activity-row__button" onClick={open}>
        {activity.actor ? (
          <Avatar author={activity.actor} size={44} />
        ) : (
          <span className="avatar avatar--initial activity-row__icon" aria-hidden="true">
            ✦
          </span>
        )}
        <span className="activity-row__text">
          <span className="activity-row__words" data-testid="activity-words">
            {actor && (
              <strong>
                <bdi>{actor}</bdi>
              </strong>
            )}{' '}
            {what}
          </span>
          {excerpt && (
            <span className="activity-row__excerpt" data-testid="activity-excerpt">
              {t('excerpt', { text: isolate(excerpt) })}
            </span>
          )}
          <span className="activity-row__when">
            <RelativeTime iso={activity.created_at} />
          </span>
        </span>
        {!activity.seen && <span className="activity-row__dot" aria-label={t('unseen')} />}
      </button>
    </li>
  );
}
