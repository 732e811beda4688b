// The new password and its repetition, shared by the reset and change forms.
import { useTranslation } from 'react-i18next';
import TextField from '../../components/TextField';

interface Props {
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  minLength: number;
}

export default function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, minLength }: Props) {
  const { t } = useTranslation('password');
  return (
    <>
      <TextField
        label={t('new')}
        type="password"
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        onChange={onPassword}
        hint={t('atLeast', { count: minLength })}
      />
      <TextField
        label={t('repeat')}
        type="password"
        name="new_password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={onConfirmation}
      />
    </>
  );
}
