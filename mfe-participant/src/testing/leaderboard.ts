import type { Promotion } from '@wellness/shared-ui';
import { buildPromotion, buildUser, mockFetch } from '@wellness/shared-ui/testing';
import type { MockResponse } from '@wellness/shared-ui/testing';
import { ok } from './fixtures';
import type { LeaderboardMeta, LeaderboardRow } from '../features/leaderboard/api/leaderboard-api';

/** A person's row (individual, friends). */
export function person(
  id: number,
  first_name: string,
  last_name: string,
  score: number,
  rank = id,
) {
  // Spec 1's leaderboard profile: first and last name and picture (no full_name).
  const profile = { first_name, last_name, image: null };
  return { id, profile, score, rank } satisfies LeaderboardRow;
}

export const group = (id: number, name: string, score: number, rank = id) =>
  ({ id, name, score, rank }) satisfies LeaderboardRow;

export const meta = (
  total_records: number,
  me: LeaderboardMeta['me'] = null,
  extra: Partial<LeaderboardMeta> = {},
) => ({ total_records, page_size: 50, me, ...extra });

type Answer = MockResponse | ((request: Request) => MockResponse);

/**
 * The fake API of the leaderboard screens: the caller (user 10, team `teamId`), the
 * promotion's flags, and each board's answer. The friends board answers `friends` friends.
 */
export function mockBoards(options: {
  promotion?: Partial<Promotion>;
  teamId?: number | null;
  friends?: number;
  individual?: Answer;
  friendsBoard?: Answer;
  team?: Answer;
  location?: Answer;
  /** The team board of competition 5 (`GET /competitions/5/leaderboard`). */
  competition?: Answer;
  /** The promotion's locations (registration_locations), for the location filter. */
  locations?: Array<{ id: number; name: string; parent_id: number | null; level: number }>;
}) {
  const friendsBoard =
    options.friendsBoard ??
    ok([person(10, 'Pat', 'Doe', 40, 1)], meta(1, null, { friends: options.friends ?? 0 }));
  const individual = options.individual ?? ok([], meta(0));
  return mockFetch({
    'GET /api/users/me': ok(buildUser({ team_id: options.teamId ?? null })),
    'GET /api/promotions/current': ok(buildPromotion(options.promotion)),
    'GET /api/promotions/2/leaderboard': (request) => {
      const answer = new URL(request.url).searchParams.has('friends_of')
        ? friendsBoard
        : individual;
      return typeof answer === 'function' ? answer(request) : answer;
    },
    'GET /api/promotions/2/team_leaderboard': options.team ?? ok([], meta(0)),
    'GET /api/promotions/2/location_leaderboard': options.location ?? ok([], meta(0)),
    'GET /api/promotions/2/registration_locations': ok(options.locations ?? []),
    'GET /api/competitions/5/leaderboard': options.competition ?? ok([], meta(0)),
  });
}

export const urlsOf = (fetch: jest.Mock) =>
  fetch.mock.calls.map(([input]) => (input as Request).url);
