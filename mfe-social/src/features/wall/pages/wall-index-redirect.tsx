import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/** go.u.wall is abstract: /wall opens all posts. */
export function WallIndexRedirect() {
  return <Navigate to={paths['go.u.wall.all']} replace />;
}
