import type { Session } from '../scripts/api-client';
import { readScenario } from './scenarios';
import type { Scenario } from './scenarios';

/**
 * The page of 50 plus the caller's rank, on each of the four boards (issue 14), sent straight
 * to the participant service (`origin`): the path the sorted-set route it is judged against
 * is measured on, so the ratio compares the boards' work, not the edge's extra hop (the
 * scenario "individual leaderboard through the edge" shows that hop's cost beside them).
 */
export function leaderboardScenarios(
  promotionId: number,
  nextReader: () => Session,
  origin: string,
): Scenario[] {
  const board = (path: string) => `/api/promotions/${promotionId}/${path}?page_size=50`;
  const scenarios: Scenario[] = [
    readScenario('individual leaderboard (50 rows + rank)', board('leaderboard'), nextReader),
    readScenario('team leaderboard (50 rows + rank)', board('team_leaderboard'), nextReader),
    readScenario(
      'location leaderboard (50 rows + rank)',
      board('location_leaderboard'),
      nextReader,
    ),
    {
      // Each reader's own friends board: friends_of must be the caller.
      name: 'friends leaderboard (50 rows + rank)',
      requests: [
        {
          method: 'GET',
          path: board('leaderboard'),
          setupRequest: (request) => {
            const session = nextReader();
            return {
              ...request,
              path: `${board('leaderboard')}&friends_of=${session.userId}`,
              headers: { ...request.headers, cookie: session.cookie },
            };
          },
        },
      ],
    },
  ];
  return scenarios.map((scenario) => ({ ...scenario, origin }));
}

export const isLeaderboard = (name: string) => name.includes('leaderboard (50 rows');
