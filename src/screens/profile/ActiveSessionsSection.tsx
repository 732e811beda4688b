// The member's signed-in devices on the settings screen: each session's device and last use, "Sign out" for every other one, and all others at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../../schema/session';
import FormAlert from '../../components/FormAlert';
import RelativeTime from '../../components/RelativeTime';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { withSlot } from '../../i18n/with-slot';

export default function ActiveSessionsSection() {
  const { t } = useTranslation('profile');
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  // Online only (worker/domains/account/commands/account.ts says why): offline, the load's error is the offline sentence and it
  // loads by itself when the network returns.
  const load = useEngineLoad('account-sessions', async (engine) => {
    const result = await engine.account.sessions();
    if (!result.ok) throw new Error(result.message);
    setSessions(result.value);
  });
  const action = useAccountAction();

  async function end(id: string) {
    const result = await action.run(() => getEngine().account.endSession(id));
    if (result?.ok) setSessions((list) => list?.filter((s) => s.id !== id) ?? null);
  }

  async function endOthers() {
    const result = await action.run(() => getEngine().account.endOtherSessions());
    if (result?.ok) setSessions(result.value);
  }

  return (
    <section className="card stack" aria-labelledby="sessions-title" data-testid="active-sessions">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      {sessions === null && load.fetching && <ScreenSkeleton label={t('sessions.loading')} cards={1} />}
      <FormAlert error={load.error ?? action.error} />
      {load.error && (
        <button type="button" className="button" onClick={load.retry}>
          {t('sessions.retry')}
        </button>
      )}
      {sessions && (
        <ul className="session-list">
          {sessions.map((s) => {
            const device = s.device ?? t('sessions.unknownDevice');
            return (
              <li key={s.id} className="session-list__item" data-testid="active-session">
                <div>
                  <strong>
                    <bdi>{device}</bdi>
                  </strong>
                  {s.current && <span className="session-list__current"> · {t('sessions.thisDevice')}</span>}
                  <br />
                  <small>
                    {withSlot((time) => t('sessions.lastUsed', { time }), <RelativeTime iso={s.last_used_at} />)} ·{' '}
                    {withSlot((time) => t('sessions.signedIn', { time }), <RelativeTime iso={s.created_at} />)}
                  </small>
                </div>
                {!s.current && (
                  <button type="button" className="button" disabled={action.busy} aria-label={t('sessions.signOutDevice', { device })} onClick={() => void end(s.id)}>
                    {t('sessions.signOut')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions && sessions.length > 1 && (
        <button type="button" className="button button--quiet" disabled={action.busy} onClick={() => void endOthers()}>
          {t('sessions.signOutOthers')}
        </button>
      )}
    </section>
  );
}
