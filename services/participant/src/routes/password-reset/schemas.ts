import { Type } from '@sinclair/typebox';
import { Nullable } from '../schemas';

// Lengths are generous bounds: an empty or malformed value gets the spec's message (422).
export const ForgotBody = Type.Object(
  { email: Type.String({ maxLength: 320 }) },
  { additionalProperties: false },
);

export const VerifyResetBody = Type.Object(
  { thing: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);

export const PasswordResetBody = Type.Object(
  { thing: Type.String({ maxLength: 128 }), password: Type.String({ maxLength: 1024 }) },
  { additionalProperties: false },
);

export const VerifyResetSchema = Type.Object({
  allow: Type.Boolean(),
  email: Nullable(Type.String()),
});
