// /articles/{articleId}: an article of the library (title, cover, author, its allow-listed body) with the way back to its folder; kept on the device once opened.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import LibraryBreadcrumb from '../../components/library/LibraryBreadcrumb';
import PlanNeeded from '../../components/library/PlanNeeded';
import RichText from '../../components/library/RichText';
import NotOnDevice from '../../components/NotOnDevice';
import RelativeTime from '../../components/RelativeTime';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useArticle, useLibraryLock } from '../../hooks/use-library';
import { isolate } from '../../i18n/isolate';
import ItemActions from '../../components/ItemActions';

export default function ArticleScreen() {
  const { t } = useTranslation(['library', 'messages']);
  const param = Number(useParams().articleId);
  const articleId = Number.isInteger(param) && param > 0 ? param : null;
  const article = useArticle(articleId);
  const lock = useLibraryLock('article', articleId);
  const load = useEngineLoad(articleId === null ? null : `article:${articleId}`, (engine) => engine.library.loadArticle(articleId!));
  useDocumentTitle(article ? article.title : undefined);

  if (articleId === null) return <p className="card empty">{t('messages:articleNotFound')}</p>;
  if (lock !== null) {
    return (
      <div className="stack" data-testid="article-screen">
        <BackButton fallback={href('folder')} />
        <PlanNeeded plan={lock} source={{ type: 'article', id: articleId }} />
      </div>
    );
  }
  if (article === undefined || (article === null && load.fetching && !load.offline)) return <ScreenSkeleton label={t('article.loading')} cards={1} />;
  if (article === null) {
    return (
      <div className="stack" data-testid="article-screen">
        <BackButton fallback={href('folder')} />
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('article.loading')} />
      </div>
    );
  }
  const folder = article.path.at(-1);
  return (
    <article className="stack article" data-testid="article-screen">
      <div className="screen-header">
        <BackButton fallback={href('folder', { folderId: article.folder_id })} />
        <ItemActions item={{ type: 'Article', id: article.id }} variant="buttons" />
      </div>
      <LibraryBreadcrumb path={article.path} />
      {article.cover_image_url && <img className="article__cover" src={article.cover_image_url} alt="" decoding="async" />}
      <header className="stack stack--tight">
        <h1 data-testid="article-title">
          <bdi>{article.title}</bdi>
        </h1>
        <p className="muted article__byline">
          {article.author && <>{t('article.by', { name: isolate(article.author.display_name) })} · </>}
          {article.published_at ? <RelativeTime iso={article.published_at} /> : t('draft')}
          {folder && <> · {t('article.inFolder', { folder: isolate(folder.name) })}</>}
        </p>
      </header>
      <RichText className="article__body" html={article.body_html} />
    </article>
  );
}
