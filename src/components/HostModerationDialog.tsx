// A host's moderation of a member (docs/product.md 6): shadowban or lift it, ban with or without unpublishing their content.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ModerationState } from '../../schema/moderation';
import { getEngine } from '../data/engine';
import { useAccountAction } from '../hooks/use-account-action';
import DialogFrame from './DialogFrame';
import FormAlert from './FormAlert';

interface Props {
  memberId: number;
  name: string;
  onClose(): void;
}

/** The member's state after a call, as a sentence. */
function stateSentence(t: TFunction<'posts'>, name: string, state: ModerationState): string {
  if (state.banned_at) return t('moderation.banned', { name });
  return state.shadowbanned_at ? t('moderation.shadowbanned', { name }) : t('moderation.lifted', { name });
}

export default function HostModerationDialog({ memberId, name, onClose }: Props) {
  const [unpublish, setUnpublish] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { busy, error, run } = useAccountAction();
  const { t } = useTranslation('posts');

  const act = async (call: () => ReturnType<ReturnType<typeof getEngine>['moderation']['ban']>) => {
    setOutcome(null);
    const result = await run(call);
    if (result?.ok) setOutcome(stateSentence(t, name, result.value));
  };

  return (
    <DialogFrame title={t('moderation.title', { name })} testId="moderation-dialog" closeLabel={t('actions.close')} onClose={onClose}>
      <section className="stack">
        <p className="muted">{t('moderation.shadowbanWhy')}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void act(() => getEngine().moderation.shadowban(memberId, false))}>
            {t('moderation.lift')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => getEngine().moderation.shadowban(memberId, true))}>
            {t('moderation.shadowban')}
          </button>
        </div>
      </section>
      <section className="stack">
        <p className="muted">{t('moderation.banWhy')}</p>
        <label className="check">
          <input type="checkbox" checked={unpublish} onChange={(e) => setUnpublish(e.target.checked)} />
          {t('moderation.unpublish')}
        </label>
        <div className="dialog__actions">
          <button type="button" className="button button--danger" disabled={busy} onClick={() => void act(() => getEngine().moderation.ban(memberId, unpublish))}>
            {t('moderation.ban', { name })}
          </button>
        </div>
      </section>
      {outcome && (
        <p className="form-success" role="status">
          {outcome}
        </p>
      )}
      <FormAlert error={error} />
    </DialogFrame>
  );
}
