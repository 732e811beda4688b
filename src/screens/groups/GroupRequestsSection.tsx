// One group's waiting membership requests for its admin: approve the chosen ones (or all), decline one; offline too.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalGroup } from '../../../schema/local-db';
import Avatar from '../../components/Avatar';
import NotOnDevice from '../../components/NotOnDevice';
import RelativeTime from '../../components/RelativeTime';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useGroupRequests } from '../../hooks/use-membership-requests';
import { useLocalMessage } from '../../i18n/use-local-message';
import { withSlot } from '../../i18n/with-slot';
import { errorMessage } from '../../lib/error-message';

export default function GroupRequestsSection({ group }: { group: LocalGroup }) {
  const requests = useGroupRequests(group.key);
  const load = useEngineLoad(`requests:${group.key}`, (engine) => engine.groups.loadRequests(group.key));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const { t } = useTranslation('groups');
  const local = useLocalMessage();

  const waiting = (requests ?? []).filter((r) => !r.decision);
  const picked = waiting.filter((r) => chosen.has(r.user.id)).map((r) => r.user.id);
  const act = (call: Promise<unknown>) => {
    setError(null);
    setChosen(new Set());
    call.catch((err: unknown) => setError(errorMessage(err)));
  };
  const approve = (userIds: number[]) => act(getEngine().groups.approve(group.key, userIds));
  const toggle = (userId: number) =>
    setChosen((c) => {
      const next = new Set(c);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  return (
    <section className="card stack requests" aria-labelledby={headingId} data-testid="group-requests" data-group-key={group.key}>
      <h2 id={headingId} dir="auto">
        {group.name}
      </h2>
      {requests === undefined || (requests.length === 0 && (load.fetching || load.error)) ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('requests.loading')} />
      ) : requests.length === 0 ? (
        <p className="muted">{t('requests.noneWaiting')}</p>
      ) : (
        <>
          <ul className="plain-list">
            {requests.map((r) => (
              <li key={r.id} className="request" data-testid="membership-request">
                <label className="request__who">
                  <input type="checkbox" disabled={!!r.decision} checked={chosen.has(r.user.id)} onChange={() => toggle(r.user.id)} />
                  <Avatar author={r.user} size={32} />
                  <bdi className="request__name">{r.user.display_name}</bdi>
                  <span className="muted request__when">
                    {withSlot((time) => t('requests.asked', { time }), <RelativeTime iso={r.requested_at} />)}
                  </span>
                </label>
                {r.decision ? (
                  <UnsentControls status={r.status ?? 'pending'} clientId={r.client_id ?? null} error={r.error} />
                ) : (
                  <span className="request__actions">
                    <button type="button" className="button button--small" onClick={() => approve([r.user.id])} aria-label={t('requests.approveMember', { name: r.user.display_name })}>
                      {t('requests.approve')}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      onClick={() => act(getEngine().groups.refuse(group.key, r.user.id))}
                      aria-label={t('requests.declineMember', { name: r.user.display_name })}
                    >
                      {t('requests.decline')}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {waiting.length > 1 && (
            <div className="requests__bulk">
              <button type="button" className="button button--small" disabled={picked.length === 0} onClick={() => approve(picked)}>
                {picked.length > 0 ? t('requests.approveSelectedCount', { n: picked.length }) : t('requests.approveSelected')}
              </button>
              <button type="button" className="button button--small button--quiet" onClick={() => approve(waiting.map((r) => r.user.id))}>
                {t('requests.approveAll', { n: waiting.length })}
              </button>
            </div>
          )}
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {local(error)}
        </p>
      )}
    </section>
  );
}
