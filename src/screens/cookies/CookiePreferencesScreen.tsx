// /profile/settings/cookie-preferences: allow_all or allow_essentials (the default), kept on this device and changeable any time (docs/product.md 9).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieChoice } from '../../../schema/constants';
import { chooseCookies } from '../../app/cookie-choice';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import { useCookieChoice } from '../../hooks/use-cookie-choice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import CookieChoiceFields from './CookieChoiceFields';
import './cookies.css';

export default function CookiePreferencesScreen() {
  const { t } = useTranslation('cookies');
  useDocumentTitle(t('title'));
  const { choice } = useCookieChoice();
  const [saved, setSaved] = useState(false);
  const choose = (next: CookieChoice) => {
    chooseCookies(next);
    setSaved(true);
  };

  return (
    <div className="stack" data-testid="cookie-preferences">
      <div className="screen-header">
        <BackButton fallback={href('profileSettings')} />
      </div>
      <h1>{t('title')}</h1>
      <section className="card stack">
        <p>{t('intro')}</p>
        <CookieChoiceFields choice={choice} onChoose={choose} />
        <p className="muted">{t('noTracking')}</p>
        <p className="form-success" role="status" hidden={!saved}>
          {saved ? t('saved') : ''}
        </p>
      </section>
    </div>
  );
}
