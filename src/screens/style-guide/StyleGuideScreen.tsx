// /style-guide: the theme's tokens and the shared components on one page, in the language and direction in use (a public screen, guard 9).
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';
import ComponentSamples from './ComponentSamples';
import TokenSamples from './TokenSamples';
import './style-guide.css';

export default function StyleGuideScreen() {
  const { t, i18n } = useTranslation('style-guide');
  useDocumentTitle(t('title'));
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(i18n.language) ?? i18n.language;
  const direction = i18n.dir(i18n.language);
  return (
    <div className="stack style-guide" data-testid="style-guide">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro', { language, direction: t(`direction.${direction}`) })}</p>
      <h2>{t('tokens.title')}</h2>
      <TokenSamples />
      <h2>{t('components.title')}</h2>
      <ComponentSamples />
    </div>
  );
}
