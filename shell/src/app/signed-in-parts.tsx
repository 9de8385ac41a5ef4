import { Group } from '@mantine/core';
import { useLocation } from 'react-router';
import type { Promotion, User } from '@wellness/shared-ui';
import { HeaderMessages } from '../features/messages/components/header-messages';
import { HeaderNotifications } from '../features/notifications/components/header-notifications';
import { ImpersonationBanner } from '../features/impersonation/components/impersonation-banner';
import { TopBanner } from '../features/team-banner/components/top-banner';
import { IdleTimeout } from '../features/session/components/idle-timeout';
import { MainNav } from '../features/navigation/components/main-nav';
import { BackButton } from '../features/navigation/components/back-button';
import type { PageEntry } from '../features/navigation/lib/page-history';
import { hasBack } from '../features/navigation/lib/has-back';
import { mainNavItems } from '../features/navigation/lib/nav-items';
import { UserMenu } from '../features/navigation/components/user-menu';

/**
 * The parts of the frame only a signed-in user sees, in a chunk of their own (issue 18, a
 * light shell): the menu, the header's messages, notifications and account menu, the banners,
 * the back button and the idle timeout stay out of a signed-out visit to /welcome.
 */
interface SignedInProps {
  user: User;
  promotion: Promotion | undefined;
}

export function SignedInHeader({ user }: SignedInProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <HeaderMessages user={user} />
      <HeaderNotifications user={user} />
      <UserMenu user={user} />
    </Group>
  );
}

export function SignedInNav({
  user,
  promotion,
  onNavigate,
}: SignedInProps & { onNavigate: () => void }) {
  return <MainNav user={user} promotion={promotion} onNavigate={onNavigate} />;
}

/** Above the page: impersonation and top banners, the back button, the idle timeout. */
export function SignedInTop({
  user,
  promotion,
  showNav,
  previousPage,
}: SignedInProps & { showNav: boolean; previousPage: PageEntry | undefined }) {
  const { pathname } = useLocation();
  const back =
    showNav && previousPage && hasBack(pathname, mainNavItems(user, promotion))
      ? previousPage
      : undefined;
  return (
    <>
      {showNav ? <ImpersonationBanner user={user} /> : null}
      {showNav ? <TopBanner user={user} promotion={promotion} /> : null}
      {back ? <BackButton previous={back} /> : null}
      {promotion?.is_timeout_enabled ? <IdleTimeout key={user.id} /> : null}
    </>
  );
}
