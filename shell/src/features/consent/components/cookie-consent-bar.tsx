import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAnalyticsConsent } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

/** Spec 1 s9: the bar appears 2 seconds after the page opens. */
export const CONSENT_BAR_DELAY_MS = 2000;

/**
 * The cookie consent bar (spec 1 s5): shown while the choice is 'unmanaged'; Accept or
 * Decline stores it for 90 days. The privacy page's toggle changes it later.
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
    <Paper
      component="section"
      aria-label="Cookie consent"
      shadow="md"
      p="md"
      withBorder
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: 150 }}
    >
      <Text size="sm" mb="sm">
        We use cookies to keep you signed in. With your permission we would also use analytics
        cookies to learn how the programme is used. You can change your mind on the{' '}
        <Anchor component={Link} to={paths['legal.privacy']}>
          privacy page
        </Anchor>
        .
      </Text>
      <Group gap="sm">
        <Button onClick={() => setConsent('accepted')}>Accept</Button>
        <Button variant="default" onClick={() => setConsent('declined')}>
          Decline
        </Button>
      </Group>
    </Paper>
  );
}
