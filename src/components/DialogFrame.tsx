// A modal dialog's frame: backdrop, titled card, and one quiet button that closes it (focused first; Escape too).
import { useId, useRef, type ReactNode } from 'react';
import { useDialogKeys } from '../hooks/use-dialog-keys';

interface Props {
  title: string;
  testId: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

export default function DialogFrame({ title, testId, closeLabel, onClose, children }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useDialogKeys(closeRef, onClose);
  return (
    <div className="dialog-backdrop">
      <div className="dialog card form" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" ref={closeRef} onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
