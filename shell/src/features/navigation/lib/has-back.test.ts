import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import { hasBack } from './has-back';
import { mainNavItems } from './nav-items';

const participantMenu = mainNavItems(buildUser(), buildPromotion());

describe('screens with a back button', () => {
  it.each(['/tip/4', '/sitemap', '/eop', '/opt_in_participation'])(
    '%s, which the menu does not lead to, has one',
    (path) => expect(hasBack(path, participantMenu)).toBe(true),
  );

  it.each([
    '/home',
    '/activities/3',
    '/leaderboard/individual',
    '/tips/all',
    '/wall/filter/view/tagged',
    '/wall/post/3',
    '/settings/email',
    '/legal/terms',
    '/support/faqs',
  ])('%s, a menu page or one of its tabs, has none', (path) =>
    expect(hasBack(path, participantMenu)).toBe(false),
  );

  it('leaves How It Works, the learn tabs and the prestart steps their own way back', () => {
    expect(hasBack('/how-it-works', participantMenu)).toBe(false);
    expect(hasBack('/resources', participantMenu)).toBe(false);
    expect(hasBack('/prestart/basics', participantMenu)).toBe(false);
  });

  it('follows the menu of the role: a participant’s badge page is a master’s back page', () => {
    const masterMenu = mainNavItems(buildUser({ role: 'Master' }), buildPromotion());
    expect(hasBack('/badges', masterMenu)).toBe(true);
    expect(hasBack('/coordinator/dashboard/participants', masterMenu)).toBe(false);
  });
});
