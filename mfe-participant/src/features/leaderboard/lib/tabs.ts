import type { Promotion } from '@wellness/shared-ui';
import type { Board } from '../api/leaderboard-api';

/** The tabs by the promotion's flags (spec 1 s2); friends also need at least one friend. */
export function availableBoards(promotion: Promotion, friendCount: number): Board[] {
  const shown: Record<Board, boolean> = {
    individual: promotion.is_show_individual_leaderboard,
    team: promotion.is_teams_enabled,
    friends: promotion.is_buddy_feature_displayed && friendCount > 0,
    location: promotion.is_show_location_leaderboard,
  };
  return (Object.keys(shown) as Board[]).filter((board) => shown[board]);
}

/**
 * /leaderboard without a tab (spec 1 s2): team if teams are enabled and tab=team, else
 * individual if shown, else friends if the buddy feature is displayed, else home (null).
 * A `tab` naming another board that is shown opens it too (friends and location links).
 */
export function defaultBoard(
  promotion: Promotion,
  friendCount: number,
  tab: string | null,
): Board | null {
  const shown = availableBoards(promotion, friendCount);
  if (tab === 'team') return promotion.is_teams_enabled ? 'team' : fallback(promotion);
  if (tab && shown.includes(tab as Board)) return tab as Board;
  return fallback(promotion);
}

function fallback(promotion: Promotion): Board | null {
  if (promotion.is_show_individual_leaderboard) return 'individual';
  if (promotion.is_buddy_feature_displayed) return 'friends';
  return null;
}

export const boardLabel = (board: Board, promotion: Promotion) =>
  ({
    individual: 'Individual',
    team: 'Team',
    friends: capitalise(promotion.friend_label_plural),
    location: 'Location',
  })[board];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
