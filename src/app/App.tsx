// The app's root: router (under /webview/ in webview mode, spec 2.1) and session state around the layout.
import { BrowserRouter } from 'react-router';
import Layout from './Layout';
import SessionProvider from './SessionProvider';
import { isWebviewMode, WEBVIEW_BASE } from './webview';

export default function App() {
  return (
    <BrowserRouter basename={isWebviewMode() ? WEBVIEW_BASE : undefined}>
      <SessionProvider>
        <Layout />
      </SessionProvider>
    </BrowserRouter>
  );
}
