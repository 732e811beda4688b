// When a scheduled post goes out (offered only to members who may schedule: hosts and group admins).
import { useTranslation } from 'react-i18next';
import ComposerPart from './ComposerPart';

interface Props {
  value: string;
  errors: string[];
  onChange(next: string): void;
  onRemove(): void;
}

export default function SchedulePicker({ value, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('posts');
  return (
    <ComposerPart legend={t('composer.schedule')} testId="schedule-picker" errors={errors} removeLabel={t('composer.postNow')} onRemove={onRemove}>
      <label className="field">
        <span className="field__label">{t('composer.publishAt')}</span>
        <input type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </ComposerPart>
  );
}
