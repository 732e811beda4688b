// Derives the signed-in state from the mirror's kv rows and shares it with guards and screens.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getEngine } from '../data/engine';
import { useKv } from '../hooks/use-kv';
import { SessionContext, type SessionState } from './session-context';
import { webviewSecrets } from './webview';

export default function SessionProvider({ children }: { children: ReactNode }) {
  const session = useKv('session');
  const userData = useKv('userData');
  const configuration = useKv('configuration');
  // The secret id of a session the app already let go of; a new sign-in brings a new one.
  const [endedSecretId, setEndedSecretId] = useState<string | null>(null);

  // Webview mode: the native app's session is adopted before any guard decides who is signed in.
  const [secrets] = useState(webviewSecrets);
  const [adopting, setAdopting] = useState(secrets !== null);
  useEffect(() => {
    if (!secrets) return;
    getEngine()
      .session.adoptSession(secrets.secretId, secrets.secret)
      .then((result) => !result.ok && console.warn('The webview session was refused:', result.message))
      .catch((err: unknown) => console.warn('Could not adopt the webview session', err))
      .finally(() => setAdopting(false));
  }, [secrets]);

  const ready = !adopting && session !== undefined && userData !== undefined && configuration !== undefined;
  const endSessionLocally = useCallback(() => setEndedSecretId(session?.secret_id ?? null), [session]);

  const value = useMemo<SessionState>(
    () => ({
      ready,
      signedIn: Boolean(session && userData && session.secret_id !== endedSecretId),
      configuration: configuration ?? null,
      userData: userData ?? null,
      endSessionLocally,
    }),
    [ready, session, userData, configuration, endedSecretId, endSessionLocally],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
