import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@wellness/shared-ui';
import { paths } from '../config/paths';

/** The 404 state. Its text will come from a random '404' content item; this is the fallback. */
export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>Page not found</PageTitle>
      <Text>Oops, we could not find what you were looking for.</Text>
      <Button component={Link} to={paths.root} variant="light">
        Go to the start page
      </Button>
    </Stack>
  );
}
