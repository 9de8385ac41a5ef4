import { ROLES } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import { homePathFor } from './home-path';

const expected: Record<Role, string> = {
  User: '/home',
  Coordinator: '/home',
  'Location Coordinator': '/home',
  'Regional Coordinator': '/home',
  'Super Coordinator': '/coordinator/dashboard/stats',
  Reseller: '/coordinator/dashboard/stats',
  Poster: '/wallexpert/posts',
  Master: '/promotions',
  Tutorial: '/home',
};

describe('homePathFor (spec 3 "Root redirects")', () => {
  it.each(ROLES.map((role) => [role, expected[role]]))('sends a %s to %s', (role, path) => {
    expect(homePathFor(role as Role)).toBe(path);
  });
});
