import { Switch } from '@mantine/core';
import { useAnalyticsConsent } from './analytics-consent';

/** The analytics privacy toggle (spec 1 s1): changes the cookie bar's choice at any time. */
export function AnalyticsConsentToggle() {
  const { consent, setConsent } = useAnalyticsConsent();
  return (
    <Switch
      label="Allow analytics cookies"
      description="Help improve the programme by letting us count how its pages are used. Off unless you accept."
      checked={consent === 'accepted'}
      onChange={(event) => setConsent(event.currentTarget.checked ? 'accepted' : 'declined')}
    />
  );
}
