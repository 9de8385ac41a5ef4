import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Promotion, Role } from '@wellness/shared-ui';
import { footerItems } from '../lib/nav-items';

export interface FooterLinksProps {
  promotion: Promotion | undefined;
  signedIn: boolean;
  /** The signed-in user's role: Feedback is for participants. */
  role?: Role;
  /** Opens the Mobile App overlay: linked only when mobile is enabled and a user is signed in. */
  onOpenMobileApp?: () => void;
}

export function FooterLinks({ promotion, signedIn, role, onOpenMobileApp }: FooterLinksProps) {
  return (
    <nav aria-label="Footer">
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {footerItems(promotion, signedIn, role).map((item) => (
          <li key={item.to}>
            <Anchor component={Link} to={item.to} size="sm" c="gray.7">
              {item.label}
            </Anchor>
          </li>
        ))}
        {promotion?.is_mobile_enabled && signedIn && onOpenMobileApp ? (
          <li>
            <Anchor component="button" type="button" size="sm" c="gray.7" onClick={onOpenMobileApp}>
              Mobile App
            </Anchor>
          </li>
        ) : null}
      </Group>
    </nav>
  );
}
