// Which screen answers which route, from the route registry; screens load lazily, one chunk each, so the login and feed stay light.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from './router';
import ErrorBoundary from '../components/ErrorBoundary';
import ScreenSkeleton from '../components/ScreenSkeleton';
import { lazyScreen } from './lazy-screen';
import { routeEntries } from './routes';

const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));

/** Routes without a screen yet fall through to the not-found screen, as any other path does (docs/product.md 2.1). */
const screens = routeEntries.flatMap(({ name, path, screen: Screen }) => (Screen ? [{ name, path, Screen }] : []));

export default function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenSkeleton />}>
        <Routes>
          {screens.map(({ name, path, Screen }) => (
            <Route key={name} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
