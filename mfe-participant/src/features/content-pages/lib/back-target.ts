import { paths } from '../../../config/paths';

export interface BackTarget {
  label: string;
  to: string;
}

/**
 * Spec 1 s2: How It Works' back button returns to Activities when the user came from the
 * logging view (to that very week and day), otherwise to Home.
 */
export function backTargetFrom(previous: string | null): BackTarget {
  if (previous?.startsWith(`${paths['go.u.activities']}/`)) {
    return { label: 'Back to Activities', to: previous };
  }
  return { label: 'Back to Home', to: paths['go.u.home'] };
}
