// The list of the members who liked a post or comment, read from the server page by page (the device keeps no such list).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikeableType } from '../../schema/likes';
import type { Member } from '../../schema/members';
import { getEngine } from '../data/engine';
import { useDialogKeys } from '../hooks/use-dialog-keys';
import { useLocalMessage } from '../i18n/use-local-message';
import { errorMessage } from '../lib/error-message';
import Avatar from './Avatar';

export default function LikersDialog({ type, id, onClose }: { type: LikeableType; id: number; onClose(): void }) {
  const [members, setMembers] = useState<Member[]>([]);
  const [next, setNext] = useState<number | null>(1);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { t } = useTranslation(['posts', 'common']);
  const local = useLocalMessage();

  const load = useCallback(
    (page: number) => {
      setLoading(true);
      setError(null);
      getEngine()
        .likes.likers(type, id, page)
        .then((answer) => {
          setMembers((m) => (page === 1 ? answer.members : [...m, ...answer.members]));
          setNext(answer.meta.next);
        })
        .catch((err: unknown) => setError(errorMessage(err)))
        .finally(() => setLoading(false));
    },
    [type, id],
  );

  useDialogKeys(closeRef, onClose);
  useEffect(() => load(1), [load]);

  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="likers-dialog">
        <h2 id={titleId}>{t('like.likedBy')}</h2>
        {members.length > 0 && (
          <ul className="likers">
            {members.map((m) => (
              <li key={m.id} className="likers__member">
                <Avatar author={m} size={32} /> <bdi>{m.display_name}</bdi>
              </li>
            ))}
          </ul>
        )}
        {loading && <p className="muted">{t('common:loading')}</p>}
        {!loading && !error && members.length === 0 && <p className="muted">{t('like.none')}</p>}
        {error && (
          <p className="form-error" role="alert">
            {local(error)}
          </p>
        )}
        <div className="dialog__actions">
          {!loading && (error || next) && (
            <button type="button" className="button button--quiet" onClick={() => load(error && members.length === 0 ? 1 : (next ?? 1))}>
              {error ? t('actions.tryAgain') : t('actions.showMore')}
            </button>
          )}
          <button type="button" className="button" ref={closeRef} onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
