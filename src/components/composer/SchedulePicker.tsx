// When a scheduled post goes out (offered only to members who may schedule: hosts and group admins).
import ComposerPart from './ComposerPart';

interface Props {
  value: string;
  errors: string[];
  onChange(next: string): void;
  onRemove(): void;
}

export default function SchedulePicker({ value, errors, onChange, onRemove }: Props) {
  return (
    <ComposerPart legend="Schedule" testId="schedule-picker" errors={errors} removeLabel="Post now instead" onRemove={onRemove}>
      <label className="field">
        <span className="field__label">Publish at</span>
        <input type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </ComposerPart>
  );
}
