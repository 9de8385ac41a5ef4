import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/** /tips opens today's tip. */
export function TipsIndexRedirect() {
  return <Navigate to={paths['go.u.tips.today']} replace />;
}
