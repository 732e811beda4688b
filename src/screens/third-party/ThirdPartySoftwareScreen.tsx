// /third-party-software: every package the page, the engine and the service worker ship, with version, licence id, which part ships it and the licence text.
import { useTranslation } from 'react-i18next';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import NotOnDevice from '../../components/NotOnDevice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useLocalMessage } from '../../i18n/use-local-message';
import { withSlot } from '../../i18n/with-slot';
import type { ShippedPackage } from '../../lib/third-party-software';
import { useThirdPartySoftware } from './use-third-party';
import './third-party.css';

function PackageItem({ p }: { p: ShippedPackage }) {
  const { t, i18n } = useTranslation('third-party');
  // A licence id in a translated sentence keeps its own order in a right-to-left one: "(MPL-2.0 OR Apache-2.0)".
  const licence = p.licence === null ? null : <bdi dir="ltr">{p.licence}</bdi>;
  const parts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(p.parts.map((part) => t(`part.${part}`)));
  return (
    <li className="card third-party__package" data-testid="third-party-package" data-name={p.name}>
      <h2 className="third-party__name">
        <bdi>{p.name}</bdi> <bdi className="muted third-party__version">{p.version}</bdi>
      </h2>
      <p className="third-party__facts muted">
        {licence ? withSlot((slot) => t('licence', { licence: slot }), licence) : t('unknownLicence')} · {t('shippedBy', { parts })}
      </p>
      {p.text === null ? (
        <p className="muted">{t('noText')}</p>
      ) : (
        <details className="third-party__details">
          <summary>{t('text')}</summary>
          {p.standardText && <p className="muted">{withSlot((slot) => t('standardText', { licence: slot }), licence)}</p>}
          {/* Licence texts are legal texts in their own language, English: shown as written, left to right. */}
          <pre className="third-party__text" lang="en" dir="ltr">
            {p.text}
          </pre>
        </details>
      )}
    </li>
  );
}

export default function ThirdPartySoftwareScreen() {
  const { t } = useTranslation('third-party');
  const local = useLocalMessage();
  useDocumentTitle(t('title'));
  const { state, retry } = useThirdPartySoftware();

  return (
    <div className="stack" data-testid="third-party-software">
      <div className="screen-header">
        <BackButton fallback={href('profileSettings')} />
      </div>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {state.status !== 'ready' ? (
        <NotOnDevice
          fetching={state.status === 'loading'}
          error={state.status === 'failed' ? (state.message === null ? t('unavailable') : local(state.message)) : null}
          retry={retry}
          loadingText={t('loading')}
        />
      ) : (
        <>
          <p className="muted" data-testid="third-party-count">
            {t('count', { count: state.packages.length })}
          </p>
          {state.partial && (
            <p className="card empty muted" role="status">
              {t('partial')}
            </p>
          )}
          <ul className="third-party__list stack">
            {state.packages.map((p) => (
              <PackageItem key={`${p.name}@${p.version}`} p={p} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
