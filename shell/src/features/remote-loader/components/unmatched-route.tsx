import { Suspense, lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingBlock, RetryPanel } from '@wellness/shared-ui';

// Its own chunk: the 404 text is content, and the markdown renderer is not in the first load.
const NotFoundPage = lazy(() =>
  import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
import { useRemoteLoader, useRemoteStatus } from './remote-loader-context';

/**
 * What a path no route matches shows: a retry panel when it belongs to a remote that could
 * not be loaded (or the remotes list itself failed), otherwise the 404 page.
 */
export function UnmatchedRoute() {
  const loader = useRemoteLoader();
  const location = useLocation();
  const navigate = useNavigate();
  const remote = loader.remoteForPath(location.pathname);
  const status = useRemoteStatus(remote?.name);

  if (loader.catalogFailed) {
    return <RetryPanel onRetry={() => window.location.reload()} />;
  }
  if (remote && status !== 'loaded') {
    // Navigating to the same place runs route discovery again, which retries the load.
    const retry = () =>
      void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    return <RetryPanel onRetry={retry} retrying={status === 'loading'} />;
  }
  return (
    <Suspense fallback={<LoadingBlock />}>
      <NotFoundPage />
    </Suspense>
  );
}
