// Any path no route answers (docs/product.md 2.1).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="card empty" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="button" to={href('root')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
