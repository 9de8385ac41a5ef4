/** The individual leaderboard: opted-in participants by score, tied scores sharing a rank. */
export { leaderboardPage } from './queries';
