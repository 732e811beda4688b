// A link button in the composer: its text and where it goes (http(s):// or mailto:).
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('posts');
  return (
    <ComposerPart legend={t('composer.link')} testId="link-editor" errors={errors} removeLabel={t('composer.removeLink')} onRemove={onRemove}>
      <label className="field">
        <span className="field__label">{t('composer.buttonText')}</span>
        <input value={value.text} maxLength={LINK_BUTTON_TEXT_MAX + 20} onChange={(e) => onChange({ ...value, text: e.target.value })} />
      </label>
      <label className="field">
        <span className="field__label">{t('composer.linkUrl')}</span>
        <input type="url" inputMode="url" placeholder="https://" value={value.url} onChange={(e) => onChange({ ...value, url: e.target.value })} />
      </label>
    </ComposerPart>
  );
}
