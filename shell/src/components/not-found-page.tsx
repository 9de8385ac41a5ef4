import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentView, PageTitle, useContent } from '@wellness/shared-ui';
import { paths } from '../config/paths';

export const NOT_FOUND_FALLBACK = 'Oops, we could not find what you were looking for.';

/** The 404 state: a random item of the '404' content category, else the fallback text. */
export function NotFoundPage() {
  const { items, isLoading } = useContent('404');
  // One draw per visit, so the message does not change while the page is shown.
  const [draw] = useState(() => Math.random());
  const item = items.length ? items[Math.floor(draw * items.length)] : undefined;
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle>{item?.title || 'Page not found'}</PageTitle>
      {isLoading ? (
        <Skeleton height={48} width="60%" role="status" aria-label="Loading" />
      ) : item ? (
        <ContentView item={item} titleOrder={false} />
      ) : (
        <Text>{NOT_FOUND_FALLBACK}</Text>
      )}
      <Button component={Link} to={paths.root} variant="light">
        Go to the start page
      </Button>
    </Stack>
  );
}
