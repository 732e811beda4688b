// The app's root: router (under /webview/ in webview mode, docs/product.md 2.1), session state and the page's language around the layout.
import { BrowserRouter } from './router';
import LanguageGate from '../i18n/LanguageGate';
import Layout from './Layout';
import SessionProvider from './SessionProvider';
import { isWebviewMode, WEBVIEW_BASE } from './webview';

export default function App() {
  return (
    // Navigation is never a transition (src/app/router/routers.tsx): a screen whose chunk is still loading shows its
    // skeleton at once, so nothing a visitor types on the previous screen is thrown away when it lands.
    <BrowserRouter basename={isWebviewMode() ? WEBVIEW_BASE : undefined}>
      <SessionProvider>
        <LanguageGate>
          <Layout />
        </LanguageGate>
      </SessionProvider>
    </BrowserRouter>
  );
}
