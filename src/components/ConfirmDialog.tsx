// A yes-or-no question before something that cannot be undone (deleting a post or comment).
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogKeys } from '../hooks/use-dialog-keys';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The way out when "Cancel" would be ambiguous (cancelling a membership). */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

export default function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const { t } = useTranslation('posts');
  useDialogKeys(cancelRef, onCancel);
  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} data-testid="confirm-dialog">
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" ref={cancelRef} onClick={onCancel}>
            {cancelLabel ?? t('actions.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
