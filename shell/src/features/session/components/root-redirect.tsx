import { Navigate } from 'react-router';
import { LoadingBlock, useGetMeQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { homePathFor } from '../lib/home-path';

/** `/`: the welcome screen when signed out, else the start page of the user's role. */
export function RootRedirect() {
  const { data: user, isLoading } = useGetMeQuery();
  if (isLoading) return <LoadingBlock />;
  return <Navigate to={user ? homePathFor(user.role) : paths.welcome} replace />;
}
