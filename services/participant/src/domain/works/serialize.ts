import type { StyleImage, Work, WorkStyle } from '@wellness/schema';
import { isFullyRevealed } from './rules';

/** A work as its owner (or the promotion's staff) sees it (spec 1 Work). */
export function serializeWork(
  work: Work,
  style: WorkStyle | null,
  image: StyleImage | null,
  bonusAvailable: boolean,
) {
  return {
    id: work.id,
    user_id: work.user_id,
    style: style ? { id: style.id, name: style.name, category: style.category } : null,
    style_image: image ? { id: image.id, title: image.title, subtitle: image.subtitle } : null,
    segments_available: work.segments_available,
    segments_revealed: work.segments_revealed,
    completed: work.completed,
    user_completed: work.user_completed,
    free_reveal: work.free_reveal,
    made_final_gallery_choice: work.made_final_gallery_choice,
    made_final_bonus_choice: work.made_final_bonus_choice,
    public_gallery: work.public_gallery,
    bonus_choice: work.bonus_choice,
    bonus_available: bonusAvailable,
    bonus_points: work.bonus_points,
    image_url: `/api/works/${work.id}/image?segments=${work.segments_revealed}`,
    final_download_url: isFullyRevealed(work) ? `/api/works/${work.id}/download` : null,
    completed_at: work.completed_at?.toISOString() ?? null,
    user_completed_at: work.user_completed_at?.toISOString() ?? null,
  };
}

export type WorkView = ReturnType<typeof serializeWork>;
