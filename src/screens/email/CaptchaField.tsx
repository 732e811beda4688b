// The captcha the resend of a confirmation email may require (configuration.email_confirmation_captcha).
import { useTranslation } from 'react-i18next';
import TextField from '../../components/TextField';

interface Props {
  sitekey: string | null;
  value: string;
  onChange(value: string): void;
}

/**
 * The widget area of the captcha provider. The provider's script cannot load in this build (no outside network,
 * and no provider chosen yet), so the area holds a text field for the response token the widget would produce;
 * the server verifies it at CAPTCHA_VERIFY_URL either way. A provider widget replaces the field, not the flow.
 */
export default function CaptchaField({ sitekey, value, onChange }: Props) {
  const { t } = useTranslation('email');
  return (
    <div className="captcha" data-sitekey={sitekey ?? undefined} data-testid="captcha">
      <TextField label={t('captcha')} name="captcha_token" autoComplete="off" required value={value} onChange={onChange} />
    </div>
  );
}
