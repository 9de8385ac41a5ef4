import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import { TUTORIAL_FREE_PATHS, signedInStart, tutorialRedirect } from './guard-rules';

const newcomer = buildUser({ has_seen_tutorial: false });

describe('tutorialRedirect (spec 3 s2 "Other")', () => {
  it.each(['/home', '/leaderboard/individual', '/wall', '/activities/1', '/sitemap'])(
    'sends a user who has not seen the tutorial from %s to /prestart/basics',
    (path) => {
      expect(tutorialRedirect(newcomer, path)).toBe('/prestart/basics');
    },
  );

  it.each([
    '/prestart/basics',
    '/prestart/final',
    '/settings',
    '/settings/email',
    '/recipes',
    '/stats',
    '/logout',
    '/support/faqs',
    '/support/contact',
    '/legal/terms',
    '/legal/privacy',
    '/feedback',
    '/opt_in_participation',
    '/how-it-works',
  ])('lets them go to %s', (path) => {
    expect(tutorialRedirect(newcomer, path)).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(tutorialRedirect(newcomer, '/prestartish')).toBe('/prestart/basics');
    expect(TUTORIAL_FREE_PATHS).toContain('/prestart');
  });

  it.each(['Master', 'Reseller', 'Super Coordinator'] as const)('never stops a %s', (role) => {
    expect(tutorialRedirect(buildUser({ role, has_seen_tutorial: false }), '/home')).toBeNull();
  });

  it('lets a user who has seen it anywhere', () => {
    expect(tutorialRedirect(buildUser({ has_seen_tutorial: true }), '/home')).toBeNull();
  });
});

describe('signedInStart (spec 3 s2 "Root redirect")', () => {
  it('sends a participant home once the programme has started, else to prestart basics', () => {
    expect(signedInStart(buildUser(), buildPromotion({ has_started: true }))).toBe('/home');
    expect(signedInStart(buildUser(), buildPromotion({ has_started: false }))).toBe(
      '/prestart/basics',
    );
  });

  it('sends a master to the promotions list whatever the programme', () => {
    expect(
      signedInStart(buildUser({ role: 'Master' }), buildPromotion({ has_started: false })),
    ).toBe('/promotions');
  });
});
