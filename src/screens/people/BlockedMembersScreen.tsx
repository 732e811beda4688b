// /blocked-members: the members one blocked, from the device at once (refreshed from the server), each with Unblock.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useBlockedMembers } from '../../hooks/use-people';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import MemberList from './MemberList';

export default function BlockedMembersScreen() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('blocked.title'));
  const blocked = useBlockedMembers();
  const load = useEngineLoad('blocked-members', (engine) => engine.people.loadBlocked());
  const { busy, error, run } = useAccountAction();
  const [working, setWorking] = useState<number | null>(null);
  const unblock = async (id: number) => {
    setWorking(id);
    await run(() => getEngine().people.unblock(id));
    setWorking(null);
  };

  return (
    <div className="stack" data-testid="blocked-members">
      <h1>{t('blocked.title')}</h1>
      <p className="muted">{t('blocked.intro')}</p>
      <FormAlert error={error} />
      {blocked === undefined || (blocked.length === 0 && load.fetching) ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('blocked.loading')} />
      ) : blocked.length === 0 ? (
        <p className="card empty muted">{t('blocked.empty')}</p>
      ) : (
        <MemberList
          members={blocked}
          testId="blocked-list"
          action={(m) => (
            <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => void unblock(m.id)}>
              {working === m.id ? t('unblocking') : t('unblock')}
            </button>
          )}
        />
      )}
    </div>
  );
}
