// The screen's one back control: through the in-app history, else to `fallback` (root unless the screen names a place).
import { useTranslation } from 'react-i18next';
import { useBack } from '../hooks/use-navigation';

export default function BackButton({ fallback }: { fallback?: string }) {
  const { t } = useTranslation('account');
  const back = useBack(fallback);
  return (
    <button type="button" className="button button--quiet back-button" onClick={back}>
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );
}
