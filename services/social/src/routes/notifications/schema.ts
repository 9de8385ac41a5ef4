import { Type } from '@sinclair/typebox';

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  user_id: Type.Integer(),
  key: Type.String(),
  link: Type.String(),
  title: Type.String(),
  message: Type.String(),
  read: Type.Boolean(),
  seen: Type.Boolean(),
  cleared: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
