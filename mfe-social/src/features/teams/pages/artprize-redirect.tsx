import { Navigate } from 'react-router';
import { myTeamPath } from '../lib/team-paths';

/** /artprize is abstract (spec 2 s2): my team decides where the user belongs. */
export function ArtprizeRedirect() {
  return <Navigate to={myTeamPath} replace />;
}
