import { SSO_LOGIN_URL } from '../lib/sso';
import classes from './welcome.module.css';

export interface SsoSignInProps {
  /** The organization's `sso_label`. */
  label: string;
}

/**
 * The sign-in of an SSO organization (spec 3 s2 "The login link is hidden when single sign-on
 * is enabled"): a full-page navigation to the product's OpenID Connect start, which sends the
 * browser on to the organization's provider.
 */
export function SsoSignIn({ label }: SsoSignInProps) {
  return (
    <div className={classes.tight}>
      <a href={SSO_LOGIN_URL} className={`${classes.button} ${classes.primary}`}>
        {label}
      </a>
      <p className={`${classes.dimmed} ${classes.small}`}>
        You sign in with your organization’s account.
      </p>
    </div>
  );
}
