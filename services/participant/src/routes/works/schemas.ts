import { Type } from '@sinclair/typebox';
import { Nullable } from '../schemas';

export const WorkSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  style: Nullable(
    Type.Object({ id: Type.Integer(), name: Type.String(), category: Nullable(Type.String()) }),
  ),
  style_image: Nullable(
    Type.Object({ id: Type.Integer(), title: Type.String(), subtitle: Nullable(Type.String()) }),
  ),
  segments_available: Type.Integer(),
  segments_revealed: Type.Integer(),
  completed: Type.Boolean(),
  user_completed: Type.Boolean(),
  free_reveal: Type.Boolean(),
  made_final_gallery_choice: Type.Boolean(),
  made_final_bonus_choice: Type.Boolean(),
  public_gallery: Type.Boolean(),
  bonus_choice: Nullable(Type.String()),
  /** Whether the finalise flow has a bonus step (the owner is on a team). */
  bonus_available: Type.Boolean(),
  /** The points the kept bonus earned (0: none, or shared with the team). */
  bonus_points: Type.Integer(),
  image_url: Type.String(),
  final_download_url: Nullable(Type.String()),
  completed_at: Nullable(Type.String()),
  user_completed_at: Nullable(Type.String()),
});

export const WorkStyleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  week: Type.Integer(),
});

export const WorkParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
