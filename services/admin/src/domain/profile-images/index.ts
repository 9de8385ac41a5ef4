import { HttpError, notFound } from '@wellness/platform';
import { ProfileImage } from '@wellness/schema';
import type { DataSource } from 'typeorm';

/** The 404's name (spec 3 "Profile image"). */
const RECORD = 'Profile image';
/** Spec 3 s8: the settings screen's failure; the server says it too for a refused choice. */
export const PROFILE_PHOTO_NOT_UPDATED = 'Could not update profile photo. Please try again.';
export const PROFILE_IMAGE_URL_REFUSED =
  'A profile image must be an image uploaded to this site as a public file.';
export const PROFILE_IMAGE_LIMIT = 60;
export const PROFILE_IMAGE_LIMIT_REACHED = `A promotion can offer at most ${PROFILE_IMAGE_LIMIT} profile images.`;

/**
 * What a library image may be: a public upload (POST /files/upload with secure=false, so the
 * registration page shows it before anyone signs in) of an image type, or one of the product's
 * avatars the seed gives every promotion.
 */
const IMAGE_URL =
  /^\/api\/(files\/public\/[0-9a-f]{32}\.(png|jpg|gif|svg)|profile_images\/avatars\/avatar-\d{1,3}\.svg)$/;

export const serializeProfileImage = (image: ProfileImage) => ({
  id: image.id,
  url: image.url,
  promotion_id: image.promotion_id,
});

export const profileImagesOf = (db: DataSource, promotionId: number) =>
  db
    .getRepository(ProfileImage)
    .find({ where: { promotion_id: promotionId }, order: { id: 'ASC' } });

export async function profileImageById(db: DataSource, id: number, promotionId?: number) {
  const image = await db
    .getRepository(ProfileImage)
    .findOneBy(promotionId === undefined ? { id } : { id, promotion_id: promotionId });
  if (!image) throw notFound(RECORD);
  return image;
}

function checkedUrl(url: string) {
  const trimmed = url.trim();
  if (!IMAGE_URL.test(trimmed)) throw new HttpError(422, PROFILE_IMAGE_URL_REFUSED);
  return trimmed;
}

/**
 * Adds an image to the promotion's library, or changes one's picture. The promotion's row is
 * locked while counting, so two adds cannot pass the limit together.
 */
export async function saveProfileImage(
  db: DataSource,
  promotionId: number,
  url: string,
  id?: number,
) {
  const checked = checkedUrl(url);
  const savedId = await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM promotions WHERE id = ? FOR UPDATE', [promotionId]);
    const repository = manager.getRepository(ProfileImage);
    if (id) {
      const existing = await repository.findOneBy({ id, promotion_id: promotionId });
      if (!existing) throw notFound(RECORD);
      await repository.update(id, { url: checked });
      return id;
    }
    if ((await repository.countBy({ promotion_id: promotionId })) >= PROFILE_IMAGE_LIMIT) {
      throw new HttpError(422, PROFILE_IMAGE_LIMIT_REACHED);
    }
    return (await repository.save({ promotion_id: promotionId, url: checked })).id;
  });
  return profileImageById(db, savedId, promotionId);
}

/** Removes an image from the library; people who chose it keep it as their picture. */
export async function deleteProfileImage(db: DataSource, promotionId: number, id: number) {
  const result = await db.getRepository(ProfileImage).delete({ id, promotion_id: promotionId });
  if (!result.affected) throw notFound(RECORD);
  return { id };
}

/**
 * A user's profile picture chosen from their promotion's library (spec 3 s7 "Profile save
 * (user_id, image, id)"): the image must be one their promotion offers, else 422.
 */
export async function chooseProfileImage(
  db: DataSource,
  user: { id: number; promotion_id: number },
  imageId: number,
) {
  const image = await db
    .getRepository(ProfileImage)
    .findOneBy({ id: imageId, promotion_id: user.promotion_id });
  if (!image) throw new HttpError(422, PROFILE_PHOTO_NOT_UPDATED);
  await db.query('UPDATE users SET image_url = ? WHERE id = ?', [image.url, user.id]);
  return { id: user.id, image: { id: image.id, url: image.url } };
}
