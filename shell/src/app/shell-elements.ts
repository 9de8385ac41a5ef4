/**
 * The components of the shell's own routes that need the store or Mantine, loaded with the
 * full frame (issue 18, a light shell): router.tsx names them through `lazy`.
 */
export { FullLayout } from './full-layout';
export { NotFoundPage } from '../components/not-found-page';
export { ImpersonatePage } from '../features/impersonation/pages/impersonate-page';
export { LogoutPage } from '../features/login/pages/logout-page';
export { RemoteErrorBoundary } from '../features/remote-loader/components/remote-error-boundary';
export { UnmatchedRoute } from '../features/remote-loader/components/unmatched-route';
export { RequireUser } from '../features/session/components/require-user';
export { RootRedirect } from '../features/session/components/root-redirect';
