import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/pages/home-page';

// Its own chunk: the home page's first paint does not wait for the leaderboard's code.
const HomeLeaderboard = lazy(() =>
  import('../features/leaderboard/components/home-leaderboard').then((m) => ({
    default: m.HomeLeaderboard,
  })),
);

/** go.u.home: the home page with the leaderboard widget below it (features never import each other). */
export function Home() {
  return (
    <Stack gap="md">
      <HomePage />
      <Suspense fallback={null}>
        <HomeLeaderboard />
      </Suspense>
    </Stack>
  );
}
