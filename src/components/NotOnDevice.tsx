// What a screen shows while the device does not hold its data yet: loading, or why the load failed with a way to try again.
import { useTranslation } from 'react-i18next';
import { useReachable } from '../hooks/use-reachable';
import { useLocalMessage } from '../i18n/use-local-message';
import { messages } from '../../schema/messages';

interface Props {
  fetching: boolean;
  error: string | null;
  retry(): void;
  /** e.g. 'Loading your settings…' */
  loadingText: string;
}

export default function NotOnDevice({ fetching, error, retry, loadingText }: Props) {
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  const reachable = useReachable();
  // Offline with nothing on the device: said at once, and the load runs by itself when the connection returns.
  if (!error && !reachable) {
    return (
      <p className="card empty" role="alert">
        {local(messages.offlineNotOnDevice)}
      </p>
    );
  }
  if (fetching || !error) {
    return (
      <p className="card empty muted" aria-busy="true">
        {loadingText}
      </p>
    );
  }
  return (
    <div className="card empty stack" role="alert">
      <p>{local(error)}</p>
      <button type="button" className="button button--small" onClick={retry}>
        {t('actions.tryAgain')}
      </button>
    </div>
  );
}
