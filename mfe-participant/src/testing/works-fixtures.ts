import type { Work, WorkStyle } from '../features/home/api/works-api';
import { buildUser } from '@wellness/shared-ui/testing';
import { ok } from './fixtures';

export const MOUNTAINS: WorkStyle = { id: 1, name: 'Mountains', category: 'Landscape', week: 1 };

export function buildWork(overrides: Partial<Work> = {}): Work {
  const id = overrides.id ?? 7;
  return {
    id,
    user_id: 1,
    style: { id: MOUNTAINS.id, name: MOUNTAINS.name, category: MOUNTAINS.category },
    style_image: { id: 1, title: 'Morning Ridge', subtitle: 'Mountains at dawn' },
    segments_available: 0,
    segments_revealed: 0,
    completed: false,
    user_completed: false,
    free_reveal: false,
    made_final_gallery_choice: false,
    made_final_bonus_choice: false,
    public_gallery: false,
    bonus_choice: null,
    bonus_available: false,
    bonus_points: 0,
    image_url: `/api/works/${id}/image?segments=0`,
    final_download_url: null,
    completed_at: null,
    user_completed_at: null,
    ...overrides,
  };
}

/** The works calls of home: the current work (or none), the finished ones and the styles. */
export const worksRoutes = (current: Work | null = null, completed: Work[] = []) => ({
  'GET /api/works/current': ok(current),
  'GET /api/works': ok(completed),
  'GET /api/promotions/2/work_styles': ok([MOUNTAINS]),
  // The finalise dialog's gift choice reads the giftable people.
  'GET /api/eligible_for_gift': ok([]),
});

/** The signed-in user the finalise dialog reads (on a team or not), for tests of works alone. */
export const meRoute = { 'GET /api/users/me': ok(buildUser()) };
