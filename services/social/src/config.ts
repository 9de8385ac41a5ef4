import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const REPO_ROOT = path.resolve(__dirname, '../../..');

const SocialSettingsSchema = Type.Object({
  /** Where uploaded files are kept (one folder per promotion); gitignored by default. */
  uploadDir: Type.String({ minLength: 1 }),
});

export type SocialSettings = Static<typeof SocialSettingsSchema>;

/** The social service's own settings (`UPLOAD_DIR`), validated once when its routes load. */
export function loadSocialSettings(env: NodeJS.ProcessEnv = process.env): SocialSettings {
  const settings = {
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(REPO_ROOT, 'var/uploads')),
  };
  const errors = [...Value.Errors(SocialSettingsSchema, settings)];
  if (errors.length > 0) {
    throw new Error(
      `Invalid configuration: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
  }
  return settings;
}
