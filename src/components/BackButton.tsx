// The screen's one back control: through the in-app history, else to `fallback` (root unless the screen names a place).
import { useTranslation } from 'react-i18next';
import { useBack } from '../hooks/use-navigation';

export default function BackButton({ fallback }: { fallback?: string }) {
  const { t, i18n } = useTranslation('account');
  const back = useBack(fallback);
  // Back points the way the page reads from: rightwards in a right-to-left language.
  const arrow = i18n.dir() === 'rtl' ? '→' : '←';
  return (
    <button type="button" className="button button--quiet back-button" onClick={back}>
      <span aria-hidden="true">{arrow}</span> {t('back')}
    </button>
  );
}
