// Which screen answers which route; screens load lazily, one chunk per area.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import ErrorBoundary from '../components/ErrorBoundary';
import { lazyScreen } from './lazy-screen';
import RootRedirect from './RootRedirect';
import { routes } from './routes';

const LoginScreen = lazyScreen(() => import('../screens/login/LoginScreen'));
const LoginPasswordScreen = lazyScreen(() => import('../screens/login/LoginPasswordScreen'));
const GroupsRouteScreen = lazyScreen(() => import('../screens/groups/GroupsRouteScreen'));
const PostScreen = lazyScreen(() => import('../screens/posts/PostScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));

export default function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <Routes>
          <Route path={routes.root} element={<RootRedirect />} />
          <Route path={routes.loginPassword} element={<LoginPasswordScreen />} />
          <Route path={routes.login} element={<LoginScreen />} />
          <Route path={routes.groups} element={<GroupsRouteScreen />} />
          <Route path={routes.post} element={<PostScreen />} />
          <Route path={routes.comment} element={<PostScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
