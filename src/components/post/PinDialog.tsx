// How long to pin a post: a day, a week, a month or forever (the host's or the group admin's choice).
import { useId, useRef } from 'react';
import type { PinDuration } from '../../../schema/post-controls';
import { useDialogKeys } from '../../hooks/use-dialog-keys';

const choices: [PinDuration, string][] = [
  ['day', '1 day'],
  ['week', '1 week'],
  ['month', '1 month'],
  ['forever', 'Forever'],
];

export default function PinDialog({ onPin, onCancel }: { onPin(duration: PinDuration): void; onCancel(): void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useDialogKeys(cancelRef, onCancel);
  return (
    <div className="dialog-backdrop">
      <div className="dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="pin-dialog">
        <h2 id={titleId}>Pin this post</h2>
        <p>It shows first on its group's feed, marked as pinned, for:</p>
        <div className="pin-choices">
          {choices.map(([duration, label]) => (
            <button key={duration} type="button" className="button button--quiet" onClick={() => onPin(duration)}>
              {label}
            </button>
          ))}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" ref={cancelRef} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
