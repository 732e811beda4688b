// A link button in the composer: its text and where it goes (http(s):// or mailto:).
import { LINK_BUTTON_TEXT_MAX } from '../../../schema/post-rules';
import type { LinkState } from '../../lib/composer-state';
import ComposerPart from './ComposerPart';

interface Props {
  value: LinkState;
  errors: string[];
  onChange(next: LinkState): void;
  onRemove(): void;
}

export default function LinkButtonEditor({ value, errors, onChange, onRemove }: Props) {
  return (
    <ComposerPart legend="Link button" testId="link-editor" errors={errors} removeLabel="Remove link button" onRemove={onRemove}>
      <label className="field">
        <span className="field__label">Button text</span>
        <input value={value.text} maxLength={LINK_BUTTON_TEXT_MAX + 20} onChange={(e) => onChange({ ...value, text: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">Link</span>
        <input type="url" inputMode="url" placeholder="https://" value={value.url} onChange={(e) => onChange({ ...value, url: e.target.value })} />
      </label>
    </ComposerPart>
  );
}
