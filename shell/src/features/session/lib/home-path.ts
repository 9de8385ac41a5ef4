import type { Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * Where `/` sends a signed-in user. Dashboard-only users start at the promotions list (the
 * coordinator dashboard, /coordinator/dashboard/stats, is not built yet); Posters go to the
 * expert area; everyone else goes home.
 */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'Master':
    case 'Reseller':
    case 'Super Coordinator':
      return paths.promotions;
    case 'Poster':
      return paths['expert.posts'];
    default:
      return paths['go.u.home'];
  }
}
