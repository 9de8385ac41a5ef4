/**
 * Points rules (README, "How points add up"): a logged activity is worth its point_value
 * times its multiplier, rounded; a day with at least one logged activity also earns the
 * promotion's entry_points; a trivia answer's points count on the day it was answered for.
 * Totals are always computed here, never taken from a client.
 */
export const activityPoints = (pointValue: number, multiplier: string | number) =>
  Math.round(pointValue * Number(multiplier));

export const entryTotal = (activityPointValues: number[], entryPoints: number, triviaPoints = 0) =>
  (activityPointValues.length === 0
    ? 0
    : activityPointValues.reduce((sum, points) => sum + points, 0) + entryPoints) + triviaPoints;
