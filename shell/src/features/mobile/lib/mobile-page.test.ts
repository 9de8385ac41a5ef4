import { MOBILE_PAGE_EXCLUDED, isMobilePageExcluded, showsMobilePage } from './mobile-page';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

describe('the mobile page states (spec 1 s2)', () => {
  test('lists exactly the states the spec names, plus the logout and impersonate passages', () => {
    expect([...MOBILE_PAGE_EXCLUDED].sort()).toEqual(
      [
        '/support/faqs',
        '/support/contact',
        '/legal/privacy',
        '/legal/terms',
        '/sitemap',
        '/register',
        '/settings/profile',
        '/settings/email',
        '/notifications/unread',
        '/notifications/all',
        '/logout',
        '/impersonate',
      ].sort(),
    );
  });

  test.each(['/support/faqs', '/legal/terms/', '/Settings/Profile', '/notifications/all'])(
    'keeps the panel off %s',
    (path) => {
      expect(isMobilePageExcluded(path)).toBe(true);
      expect(showsMobilePage(path, true, IPHONE)).toBe(false);
    },
  );

  test.each([
    '/home',
    '/welcome',
    '/leaderboard',
    '/activities/2',
    '/settings/dashboard',
    '/settings',
    '/notifications',
    '/eop',
  ])('shows the panel to a phone on %s', (path) => {
    expect(showsMobilePage(path, true, IPHONE)).toBe(true);
    expect(showsMobilePage(path, true, ANDROID)).toBe(true);
  });

  test('never on a desktop browser, nor when the promotion has no mobile app', () => {
    expect(showsMobilePage('/home', true, DESKTOP)).toBe(false);
    expect(showsMobilePage('/home', false, IPHONE)).toBe(false);
  });
});
