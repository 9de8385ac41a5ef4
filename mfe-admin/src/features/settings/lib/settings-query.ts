/**
 * The settings screen's query (`?userId&promotionId`, from the dashboard's Edit link): the
 * user whose settings open, or null for the signed-in user themself.
 */
export function settingsUserId(search: string): number | null {
  const raw = new URLSearchParams(search).get('userId');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
