import { Type } from '@sinclair/typebox';

/** Spec 3 "Profile image: id, url, promotion_id". */
export const ProfileImageSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  promotion_id: Type.Integer(),
});
