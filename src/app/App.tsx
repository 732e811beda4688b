// The app's root: router (under /webview/ in webview mode, docs/product.md 2.1), session state and the page's language around the layout.
import { BrowserRouter } from 'react-router';
import LanguageGate from '../i18n/LanguageGate';
import Layout from './Layout';
import SessionProvider from './SessionProvider';
import { isWebviewMode, WEBVIEW_BASE } from './webview';

export default function App() {
  return (
    // No navigation transitions: with them a screen whose chunk is still loading leaves the previous screen up and
    // interactive under the new address, and what a visitor types or clicks there is thrown away when it lands.
    <BrowserRouter basename={isWebviewMode() ? WEBVIEW_BASE : undefined} useTransitions={false}>
      <SessionProvider>
        <LanguageGate>
          <Layout />
        </LanguageGate>
      </SessionProvider>
    </BrowserRouter>
  );
}
