// The screen's one back control: through the in-app history, else to `fallback` (root unless the screen names a place).
import { useTranslation } from 'react-i18next';
import { useBack } from '../hooks/use-navigation';

export default function BackButton({ fallback }: { fallback?: string }) {
  const back = useBack(fallback);
  // Its words are the shared components' (the posts namespace, loaded with the shell); the arrow points the way back in the page's direction.
  const { t, i18n } = useTranslation('posts');
  return (
    <button type="button" className="button button--quiet back-button" onClick={back}>
      <span aria-hidden="true">{i18n.dir() === 'rtl' ? '→' : '←'}</span> {t('actions.back')}
    </button>
  );
}
