// How long to pin a post: a day, a week, a month or forever (the host's or the group admin's choice).
import type { PinDuration } from '../../../schema/pin-rules';
import DialogFrame from '../DialogFrame';

const choices: [PinDuration, string][] = [
  ['day', '1 day'],
  ['week', '1 week'],
  ['month', '1 month'],
  ['forever', 'Forever'],
];

export default function PinDialog({ onPin, onCancel }: { onPin(duration: PinDuration): void; onCancel(): void }) {
  return (
    <DialogFrame title="Pin this post" testId="pin-dialog" closeLabel="Cancel" onClose={onCancel}>
      <p>It shows first on its group's feed, marked as pinned, for:</p>
      <div className="pin-choices">
        {choices.map(([duration, label]) => (
          <button key={duration} type="button" className="button button--quiet" onClick={() => onPin(duration)}>
            {label}
          </button>
        ))}
      </div>
    </DialogFrame>
  );
}
