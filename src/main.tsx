// Mounts the app, starts the sync engine, registers the service worker and reacts to reconnection.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { isConsolePreview } from './app/console-preview';
import { listenForInstallOffer } from './app/install-event';
import { registerServiceWorker, replayServiceWorkerQueues } from './app/service-worker';
import { showUpdateNotice } from './app/update-notice';
import { isWebviewMode, webviewAddress } from './app/webview';
import { getEngine } from './data/engine';
import './theme/palette.css';
import './theme/base.css';
import './theme/layout.css';
import './theme/navigation.css';
import './theme/components.css';
import './theme/feed.css';
import './theme/people.css';
import './theme/messages.css';
import './theme/media.css';
import './theme/account.css';
import './theme/composer.css';
import './theme/feed-edits.css';
import './theme/library.css';
import './theme/courses.css';
import './theme/activities.css';

// Webview mode runs under the /webview/ base (docs/product.md 2.1): a page the native app opened without it moves there.
const webviewAt = isWebviewMode() ? webviewAddress(window.location) : null;
if (webviewAt) history.replaceState(history.state, '', webviewAt);

const engine = getEngine();
if (isConsolePreview()) void engine.setConsolePreview(true);

window.addEventListener('online', () => {
  // Both delivery paths: the service worker's queue (writes made while the page was away) and the outbox.
  replayServiceWorkerQueues();
  void engine.syncNow().catch((err: unknown) => console.warn('Sync failed', err));
});

// Vite reports a failed preload of a lazy chunk: the build on the server has moved on.
window.addEventListener('vite:preloadError', () => showUpdateNotice());

registerServiceWorker();
listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
