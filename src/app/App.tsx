// The app's root: router (under /webview/ in webview mode, docs/product.md 2.1) and session state around the layout.
import { BrowserRouter } from 'react-router';
import Layout from './Layout';
import SessionProvider from './SessionProvider';
import { isWebviewMode, WEBVIEW_BASE } from './webview';

export default function App() {
  return (
    // No navigation transitions: with them a screen whose chunk is still loading leaves the previous screen up and
    // interactive under the new address, and what a visitor types or clicks there is thrown away when it lands.
    <BrowserRouter basename={isWebviewMode() ? WEBVIEW_BASE : undefined} useTransitions={false}>
      <SessionProvider>
        <Layout />
      </SessionProvider>
    </BrowserRouter>
  );
}
