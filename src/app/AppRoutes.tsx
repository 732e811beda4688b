// Which screen answers which route; screens load lazily, one chunk each, so the login and feed stay light.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import ErrorBoundary from '../components/ErrorBoundary';
import { lazyScreen } from './lazy-screen';
import RootRedirect from './RootRedirect';
import { routes } from './routes';

const LoginScreen = lazyScreen(() => import('../screens/login/LoginScreen'));
const LoginPasswordScreen = lazyScreen(() => import('../screens/login/LoginPasswordScreen'));
const LoginCodeScreen = lazyScreen(() => import('../screens/login/LoginCodeScreen'));
const LoginSsoScreen = lazyScreen(() => import('../screens/login/LoginSsoScreen'));
const SignupScreen = lazyScreen(() => import('../screens/signup/SignupScreen'));
const ForgotPasswordScreen = lazyScreen(() => import('../screens/password/ForgotPasswordScreen'));
const ChangePasswordScreen = lazyScreen(() => import('../screens/password/ChangePasswordScreen'));
const EmailConfirmationScreen = lazyScreen(() => import('../screens/email/EmailConfirmationScreen'));
const ResendEmailConfirmationScreen = lazyScreen(() => import('../screens/email/ResendEmailConfirmationScreen'));
const ConsolePreviewScreen = lazyScreen(() => import('../screens/console-preview/ConsolePreviewScreen'));
const GroupsRouteScreen = lazyScreen(() => import('../screens/groups/GroupsRouteScreen'));
const PostScreen = lazyScreen(() => import('../screens/posts/PostScreen'));
const PaywallScreen = lazyScreen(() => import('../screens/paywall/PaywallScreen'));
const ProfileEditScreen = lazyScreen(() => import('../screens/profile/ProfileEditScreen'));
const ProfileSettingsScreen = lazyScreen(() => import('../screens/profile/ProfileSettingsScreen'));
const EmailSettingsScreen = lazyScreen(() => import('../screens/profile/EmailSettingsScreen'));
const DeleteAccountScreen = lazyScreen(() => import('../screens/profile/DeleteAccountScreen'));
const WalkthroughScreen = lazyScreen(() => import('../screens/walkthrough/WalkthroughScreen'));
const NotFoundScreen = lazyScreen(() => import('../screens/not-found/NotFoundScreen'));

export default function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
        <Routes>
          <Route path={routes.root} element={<RootRedirect />} />
          <Route path={routes['console-preview']} element={<ConsolePreviewScreen />} />
          <Route path={routes.loginSso} element={<LoginSsoScreen />} />
          <Route path={routes.loginPassword} element={<LoginPasswordScreen />} />
          <Route path={routes.login} element={<LoginScreen />} />
          <Route path={routes.loginCode} element={<LoginCodeScreen />} />
          <Route path={routes.signup} element={<SignupScreen />} />
          <Route path={routes.forgotPassword} element={<ForgotPasswordScreen />} />
          <Route path={routes.changePassword} element={<ChangePasswordScreen />} />
          <Route path={routes.emailConfirmation} element={<EmailConfirmationScreen />} />
          <Route path={routes.resendEmailConfirmation} element={<ResendEmailConfirmationScreen />} />
          <Route path={routes.groups} element={<GroupsRouteScreen />} />
          <Route path={routes.post} element={<PostScreen />} />
          <Route path={routes.comment} element={<PostScreen />} />
          <Route path={routes.paywall} element={<PaywallScreen />} />
          <Route path={routes.profileEdit} element={<ProfileEditScreen />} />
          <Route path={routes.profileSettings} element={<ProfileSettingsScreen />} />
          <Route path={routes.emailSettings} element={<EmailSettingsScreen />} />
          <Route path={routes.deleteAccount} element={<DeleteAccountScreen />} />
          <Route path={routes.walkthrough} element={<WalkthroughScreen />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
