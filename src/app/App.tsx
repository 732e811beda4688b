// The app's root: router and session state around the layout.
import { BrowserRouter } from 'react-router';
import Layout from './Layout';
import SessionProvider from './SessionProvider';

export default function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Layout />
      </SessionProvider>
    </BrowserRouter>
  );
}
