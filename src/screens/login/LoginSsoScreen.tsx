// /login/callback: the single sign-on return; signs in with the access token or SAML response it carries.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../../app/router';
import { messages } from '../../../schema/messages';
import type { SignInResult } from '../../../worker/engine-results';
import { href } from '../../app/links';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { readSsoReturn, type SsoReturn } from '../../lib/sso-return';

/** One sign-in per token, however often the screen mounts (a token works once). */
const attempts = new Map<string, Promise<SignInResult>>();

function signInOnce(sso: SsoReturn & { kind: 'oidc' | 'saml' }): Promise<SignInResult> {
  const key = sso.kind === 'oidc' ? sso.accessToken : sso.samlResponse;
  let attempt = attempts.get(key);
  if (!attempt) {
    const engine = getEngine();
    attempt = sso.kind === 'oidc' ? engine.session.signInWithOidc(sso.accessToken) : engine.session.signInWithSaml(sso.samlResponse);
    attempts.set(key, attempt);
  }
  return attempt;
}

export default function LoginSsoScreen() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('titles.sso'));
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address is cleaned right away, so the token does not stay in history.
  const [sso] = useState(() => readSsoReturn(location.search, location.hash));
  const [error, setError] = useState<string | null>(sso.kind === 'error' ? sso.message : null);

  useEffect(() => {
    if (sso.kind !== 'oidc' && sso.kind !== 'saml') return;
    let live = true;
    void navigate(href('loginSso'), { replace: true });
    signInOnce(sso)
      .then((result) => {
        if (!live) return;
        if (result.ok) void navigate(href('root'), { replace: true });
        else setError(result.message);
      })
      .catch(() => live && setError(messages.somethingWrong));
    return () => {
      live = false;
    };
  }, [sso, navigate]);

  const failed = error ?? (sso.kind === 'none' ? messages.loginNotRecognised : null);
  return (
    <section className="auth card" aria-busy={!failed}>
      <h1>{t('sso.title')}</h1>
      {failed ? (
        <>
          <FormAlert error={failed} />
          <p className="auth__alt">
            <Link to={href('login')}>{t('ways.back')}</Link>
          </p>
        </>
      ) : (
        <p className="muted" role="status">
          {t('sso.loggingYouIn')}
        </p>
      )}
    </section>
  );
}
