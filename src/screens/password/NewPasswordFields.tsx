// The new password and its repetition, shared by the reset and change forms.
import TextField from '../../components/TextField';

interface Props {
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  minLength: number;
}

export default function NewPasswordFields({ password, confirmation, onPassword, onConfirmation, minLength }: Props) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        onChange={onPassword}
        hint={`At least ${minLength} characters.`}
      />
      <TextField
        label="Repeat the new password"
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
