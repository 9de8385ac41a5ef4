import type { Role } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/**
 * Where `/` sends a signed-in user (spec 3 "Root redirects"): a Master to the promotions list,
 * a super user (Reseller, Super Coordinator) to the coordinator dashboard's Stats, a Poster to
 * the expert area, everyone else home.
 */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'Master':
      return paths.promotions;
    case 'Reseller':
    case 'Super Coordinator':
      return paths['dashboard.stats'];
    case 'Poster':
      return paths['expert.posts'];
    default:
      return paths['go.u.home'];
  }
}
