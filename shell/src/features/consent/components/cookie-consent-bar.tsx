import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAnalyticsConsent } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import classes from './cookie-consent-bar.module.css';

/** Spec 1 s9: the bar appears 2 seconds after the page opens. */
export const CONSENT_BAR_DELAY_MS = 2000;

/**
 * The cookie consent bar (spec 1 s5): shown while the choice is 'unmanaged'; Accept or
 * Decline stores it for 90 days. The privacy page's toggle changes it later. Plain elements:
 * the light welcome frame shows it too (issue 18).
 */
export function CookieConsentBar() {
  const { consent, setConsent } = useAnalyticsConsent();
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), CONSENT_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due || consent !== 'unmanaged') return null;
  return (
    <section aria-label="Cookie consent" className={classes.consent}>
      <p className={classes.consentText}>
        We use cookies to keep you signed in. With your permission we would also use analytics
        cookies to learn how the programme is used. You can change your mind on the{' '}
        <Link to={paths['legal.privacy']}>privacy page</Link>.
      </p>
      <div className={classes.consentButtons}>
        <button
          type="button"
          className={`${classes.button} ${classes.primary}`}
          onClick={() => setConsent('accepted')}
        >
          Accept
        </button>
        <button type="button" className={classes.button} onClick={() => setConsent('declined')}>
          Decline
        </button>
      </div>
    </section>
  );
}
