import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { CookieConsentBar } from '../features/consent/components/cookie-consent-bar';
import { withFullProviders } from '../lib/with-full-providers';
import { useLatestWelcomeSession } from '../features/login/lib/welcome-data';
import { showsMobilePage } from '../features/mobile/lib/mobile-page';
import { FooterLinks } from '../features/navigation/components/footer-links';
import { disabledPromotionRedirect } from '../features/session/lib/disabled-promotion';
import frame from './frame.module.css';
import classes from './layout.module.css';

/** Spec 1 s2: phones see the mobile page above the welcome page too (Mantine, loaded then). */
const MobilePagePanel = withFullProviders(() =>
  import('../features/mobile/components/mobile-page-panel').then((m) => m.MobilePagePanel),
);

/**
 * The frame of the welcome page (issue 18, a light shell): the layout's skip link, header,
 * footer and cookie bar in plain elements, so that a signed-out visit loads neither Mantine
 * nor Redux. A signed-in visitor is sent on by the page, and the full frame loads then.
 */
export function WelcomeFrame() {
  const { pathname } = useLocation();
  const session = useLatestWelcomeSession();
  const promotion = session?.promotion.data;
  const programName = promotion?.program_name || promotion?.name || 'Wellness';
  const away = disabledPromotionRedirect(promotion, session?.user.data?.role, window.location);
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);

  return (
    <div className={`${classes.root} ${frame.frame}`}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={frame.header}>
        <Link to={paths.root} className={classes.brand} title={programName}>
          {programName}
        </Link>
      </header>
      <main id="main-content" tabIndex={-1} className={frame.main}>
        {showsMobilePage(pathname, Boolean(promotion?.is_mobile_enabled), navigator.userAgent) ? (
          <Suspense fallback={null}>
            <MobilePagePanel />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <FooterLinks promotion={promotion} signedIn={false} />
      </footer>
      <CookieConsentBar />
    </div>
  );
}
