import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RetryPanel } from '@wellness/shared-ui';
import { NotFoundPage } from '../../../components/not-found-page';

/**
 * Error boundary around one remote's routes: a page chunk that fails to download or a page
 * that throws shows a retry panel inside the layout, and the rest of the app keeps working.
 */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  // A failed lazy page stays failed in the router, so a retry reloads the page.
  return <RetryPanel onRetry={() => window.location.reload()} />;
}
