import { Button, Stack, Text } from '@mantine/core';
import { SSO_LOGIN_URL } from '../lib/sso';

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
    <Stack gap="xs">
      <Button component="a" href={SSO_LOGIN_URL} size="md">
        {label}
      </Button>
      <Text size="sm" c="dimmed">
        You sign in with your organization’s account.
      </Text>
    </Stack>
  );
}
