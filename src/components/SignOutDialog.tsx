// Asks before signing out when unsent writes would be lost with the member's mirror, listing each of them.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mutation } from '../../schema/outbox';
import UnsentList from './UnsentList';

interface Props {
  unsent: readonly Mutation[];
  onConfirm(): void;
  onCancel(): void;
}

export default function SignOutDialog({ unsent, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('account');
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby="sign-out-title" aria-describedby="sign-out-text" data-testid="sign-out-dialog">
        <h2 id="sign-out-title">{t('signOut.title')}</h2>
        <p id="sign-out-text">{t('signOut.text', { count: unsent.length })}</p>
        <UnsentList unsent={unsent} />
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" ref={cancelRef} onClick={onCancel}>
            {t('signOut.stay')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            {t('signOut.anyway')}
          </button>
        </div>
      </div>
    </div>
  );
}
