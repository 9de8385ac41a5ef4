/**
 * Points rules (README, "How points add up"): a logged activity is worth its point_value
 * times its multiplier, rounded; a day with at least one logged activity also earns the
 * promotion's entry_points. Totals are always computed here, never taken from a client.
 */
export const activityPoints = (pointValue: number, multiplier: string | number) =>
  Math.round(pointValue * Number(multiplier));

export const entryTotal = (activityPointValues: number[], entryPoints: number) =>
  activityPointValues.length === 0
    ? 0
    : activityPointValues.reduce((sum, points) => sum + points, 0) + entryPoints;
