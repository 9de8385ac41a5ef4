import { Link } from 'react-router';
import type { Promotion, Role } from '@wellness/shared-ui';
import { footerItems } from '../lib/footer-items';
import classes from './footer-links.module.css';

export interface FooterLinksProps {
  promotion: Promotion | undefined;
  signedIn: boolean;
  /** The signed-in user's role: Feedback is for participants. */
  role?: Role;
  /** Opens the Mobile App overlay: linked only when mobile is enabled and a user is signed in. */
  onOpenMobileApp?: () => void;
}

/** Plain links (issue 18: the light welcome frame shows them too, without Mantine). */
export function FooterLinks({ promotion, signedIn, role, onOpenMobileApp }: FooterLinksProps) {
  return (
    <nav aria-label="Footer">
      <ul className={classes.footerList}>
        {footerItems(promotion, signedIn, role).map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={classes.footerLink}>
              {item.label}
            </Link>
          </li>
        ))}
        {promotion?.is_mobile_enabled && signedIn && onOpenMobileApp ? (
          <li>
            <button type="button" className={classes.footerLink} onClick={onOpenMobileApp}>
              Mobile App
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
