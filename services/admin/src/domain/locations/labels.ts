import type { DataSource } from 'typeorm';
import { MAX_LOCATION_DEPTH, notFound, unprocessable } from '@wellness/platform';

export const LOCATION_LABELS_INVALID = `Give one to ${MAX_LOCATION_DEPTH} location labels, separated by commas.`;
export const LABEL_TOO_LONG = 'Each label must be 64 characters or fewer.';
export const POINT_LABELS_REQUIRED = 'Both point labels are required.';
const MAX_LABEL = 64;

export interface PromotionLabels {
  id: number;
  location_labels: string[];
  point_label: string;
  point_label_plural: string;
}

/** `location_labels` is stored as one string, a label per level, comma-separated. */
export const splitLabels = (stored: string) =>
  stored
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);

export async function promotionLabels(
  db: DataSource,
  promotionId: number,
): Promise<PromotionLabels> {
  const [row] = (await db.query(
    'SELECT id, location_labels, point_label, point_label_plural FROM promotions WHERE id = ?',
    [promotionId],
  )) as Array<{
    id: number;
    location_labels: string;
    point_label: string;
    point_label_plural: string;
  }>;
  if (!row) throw notFound('Promotion');
  return {
    id: Number(row.id),
    location_labels: splitLabels(row.location_labels),
    point_label: row.point_label,
    point_label_plural: row.point_label_plural,
  };
}

/**
 * Spec 1 "Save promotion labels: id plus location_labels, or point_label and
 * point_label_plural": the label settings screen's two modes.
 */
export async function saveLabels(
  db: DataSource,
  promotionId: number,
  body: { location_labels: string } | { point_label: string; point_label_plural: string },
) {
  if ('location_labels' in body) {
    const labels = splitLabels(body.location_labels);
    if (labels.length < 1 || labels.length > MAX_LOCATION_DEPTH) {
      throw unprocessable(LOCATION_LABELS_INVALID);
    }
    if (labels.some((label) => label.length > MAX_LABEL)) throw unprocessable(LABEL_TOO_LONG);
    await db.query('UPDATE promotions SET location_labels = ? WHERE id = ?', [
      labels.join(','),
      promotionId,
    ]);
  } else {
    const singular = body.point_label.trim();
    const plural = body.point_label_plural.trim();
    if (!singular || !plural) throw unprocessable(POINT_LABELS_REQUIRED);
    if (singular.length > MAX_LABEL || plural.length > MAX_LABEL) {
      throw unprocessable(LABEL_TOO_LONG);
    }
    await db.query('UPDATE promotions SET point_label = ?, point_label_plural = ? WHERE id = ?', [
      singular,
      plural,
      promotionId,
    ]);
  }
  return promotionLabels(db, promotionId);
}
