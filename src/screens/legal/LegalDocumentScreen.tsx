// /legal/{kind}: the community's privacy policy or terms as published, from the device first (readable offline once read), refreshed online.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import { isLegalKind, legalMessages } from '../../../schema/legal/legal-rules';
import BackButton from '../../components/BackButton';
import NotOnDevice from '../../components/NotOnDevice';
import RichText from '../../components/library/RichText';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';
import { formatDateTime } from '../../lib/date-time';

export default function LegalDocumentScreen() {
  const { t } = useTranslation('legal');
  const { kind } = useParams();
  const known = isLegalKind(kind);
  const held = useKv('legalDocuments');
  const doc = known ? held?.[kind] : undefined;
  const load = useEngineLoad(known ? `legal:${kind}` : null, (engine) => engine.legal.load(kind as never));
  useDocumentTitle(doc?.title);

  if (!known) {
    return (
      <div className="stack">
        <BackButton />
        <p className="card empty" role="alert">
          {t('notFound')}
        </p>
      </div>
    );
  }
  if (held === undefined || (!doc && load.fetching && !load.offline)) return <ScreenSkeleton label={t('loading')} cards={1} />;
  if (!doc) {
    // The server's own refusal of a document not written yet, in this screen's words.
    const error = load.error === legalMessages.notPublished ? t('notPublished') : load.error;
    return (
      <div className="stack">
        <BackButton />
        <NotOnDevice fetching={load.fetching} error={error} retry={load.retry} loadingText={t('loading')} />
      </div>
    );
  }
  return (
    <article className="card stack legal-document" data-testid="legal-document">
      <BackButton />
      <h1 dir="auto">{doc.title}</h1>
      <p className="muted">{t('version', { version: doc.version, date: formatDateTime(doc.published_at) })}</p>
      <RichText className="article__body" html={doc.body} />
    </article>
  );
}
