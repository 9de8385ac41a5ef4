import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/** /profile/friends opens the All Friends tab. */
export function FriendsIndexRedirect() {
  return <Navigate to={paths['go.u.profile.friends.all']} replace />;
}
