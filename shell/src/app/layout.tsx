import { AppShell, Burger, Group, Progress } from '@mantine/core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { useGetCurrentPromotionQuery, useGetMeQuery, useRecordPaths } from '@wellness/shared-ui';
import { paths } from '../config/paths';
import { FooterLinks } from '../features/navigation/components/footer-links';
import { CookieConsentBar } from '../features/consent/components/cookie-consent-bar';
import { useMobileOverlay } from '../features/mobile/hooks/use-mobile-overlay';
import { MobilePagePanel } from '../features/mobile/components/mobile-page-panel';
import { showsMobilePage } from '../features/mobile/lib/mobile-page';
import { usePreviousPage } from '../features/navigation/hooks/use-previous-page';
import { useRealtimeConnection } from '../features/session/hooks/use-realtime-connection';
import { useSessionExpiry } from '../features/session/hooks/use-session-expiry';
import { useContrastTheme } from '../features/session/hooks/use-contrast-theme';
import { disabledPromotionRedirect } from '../features/session/lib/disabled-promotion';
import classes from './layout.module.css';

// The signed-in parts of the frame and the mobile overlay: chunks of their own, loaded once
// someone signs in (issue 18, a light shell).
const signedInParts = () => import(/* webpackChunkName: "signed-in" */ './signed-in-parts');
const SignedInHeader = lazy(() => signedInParts().then((m) => ({ default: m.SignedInHeader })));
const SignedInNav = lazy(() => signedInParts().then((m) => ({ default: m.SignedInNav })));
const SignedInTop = lazy(() => signedInParts().then((m) => ({ default: m.SignedInTop })));
const MobileOverlay = lazy(() =>
  import('../features/mobile/components/mobile-overlay').then((m) => ({
    default: m.MobileOverlay,
  })),
);

/** Pages where the main navigation is never rendered (spec 1 s.2: welcome, login, register). */
const BARE_PATHS: string[] = [
  paths.welcome,
  paths['welcome.forgot'],
  paths['go.register'],
  paths.logout,
  paths.impersonate,
];

/** Below Mantine's `sm` breakpoint the navigation is a drawer behind the burger. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * On a phone the navigation's links are built the first time the burger opens it, not with
 * every page (half of a signed-in page's elements, off screen, issue 18); while it is closed
 * they are inert, so the keyboard never stops on a link nobody can see.
 */
function usePhoneNavigation(opened: boolean) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [openedOnce, setOpenedOnce] = useState(false);
  if (opened && !openedOnce) setOpenedOnce(true);
  return { rendered: !phone || opened || openedOnce, inert: phone && !opened };
}

/** The frame of every page: header, navigation, main content, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const phoneNav = usePhoneNavigation(navOpened);
  const { data: user } = useGetMeQuery();
  const { data: promotion } = useGetCurrentPromotionQuery();
  useSessionExpiry();
  useRecordPaths();
  const previousPage = usePreviousPage();
  useContrastTheme(user?.show_high_contrast);
  useRealtimeConnection(user?.id, promotion?.websocket_channel, user?.team_id ?? null);
  const mobileOverlay = useMobileOverlay(user?.id, Boolean(promotion?.is_mobile_enabled));

  const showNav = Boolean(user) && !BARE_PATHS.includes(pathname);
  const programName = promotion?.program_name || promotion?.name || 'Wellness';
  const away = disabledPromotionRedirect(promotion, user?.role, window.location);
  useEffect(() => {
    if (away) window.location.replace(away);
  }, [away]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        showNav ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined
      }
      padding="md"
      className={classes.root}
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {showNav ? (
              <Burger
                opened={navOpened}
                onClick={toggleNav}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              />
            ) : null}
            <Link to={paths.root} className={classes.brand} title={programName}>
              {programName}
            </Link>
          </Group>
          {user && pathname !== paths.logout ? (
            <Suspense fallback={null}>
              <SignedInHeader user={user} promotion={promotion} />
            </Suspense>
          ) : null}
        </Group>
      </AppShell.Header>
      {showNav && user ? (
        <AppShell.Navbar p="xs" inert={phoneNav.inert}>
          {phoneNav.rendered ? (
            <AppShell.Section grow className={classes.navSection}>
              <Suspense fallback={null}>
                <SignedInNav user={user} promotion={promotion} onNavigate={closeNav} />
              </Suspense>
            </AppShell.Section>
          ) : null}
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {navigation.state === 'loading' ? (
          <Progress value={100} animated size="xs" aria-label="Loading page" />
        ) : null}
        {user ? (
          <Suspense fallback={null}>
            <SignedInTop
              user={user}
              promotion={promotion}
              showNav={showNav}
              previousPage={previousPage}
            />
          </Suspense>
        ) : null}
        {showsMobilePage(pathname, Boolean(promotion?.is_mobile_enabled), navigator.userAgent) ? (
          <MobilePagePanel />
        ) : null}
        <Outlet />
      </AppShell.Main>
      <footer className={classes.footer}>
        <FooterLinks
          promotion={promotion}
          signedIn={Boolean(user)}
          role={user?.role}
          onOpenMobileApp={mobileOverlay.open}
        />
      </footer>
      {user && mobileOverlay.opened ? (
        <Suspense fallback={null}>
          <MobileOverlay opened onClose={mobileOverlay.close} />
        </Suspense>
      ) : null}
      <CookieConsentBar />
    </AppShell>
  );
}
