// The display name, which can change once per 30 days (docs/product.md 5): locked until the next change is allowed.
import { useTranslation } from 'react-i18next';
import TextField from '../../components/TextField';

interface Props {
  value: string;
  onChange(value: string): void;
  /** when the name may change again; null: now */
  nextChange: Date | null;
}

export default function DisplayNameField({ value, onChange, nextChange }: Props) {
  const { t, i18n } = useTranslation('profile');
  return (
    <TextField
      label={t('edit.name')}
      name="display_name"
      autoComplete="name"
      required
      maxLength={60}
      disabled={nextChange !== null}
      value={value}
      onChange={onChange}
      hint={
        nextChange
          ? t('edit.nameLocked', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(nextChange) })
          : t('edit.nameHint')
      }
    />
  );
}
