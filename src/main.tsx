// Mounts the app, starts the sync engine, registers the service worker and reacts to reconnection.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { registerServiceWorker, replayServiceWorkerQueues } from './app/service-worker';
import { showUpdateNotice } from './app/update-notice';
import { getEngine } from './hooks/engine';
import './theme/base.css';
import './theme/layout.css';
import './theme/components.css';
import './theme/feed.css';

const engine = getEngine();

window.addEventListener('online', () => {
  // Both delivery paths: the service worker's queue (writes made while the page was away) and the outbox.
  replayServiceWorkerQueues();
  void engine.syncNow().catch((err: unknown) => console.warn('Sync failed', err));
});

// Vite reports a failed preload of a lazy chunk: the build on the server has moved on.
window.addEventListener('vite:preloadError', () => showUpdateNotice());

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
