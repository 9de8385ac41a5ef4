import type { DataSource } from 'typeorm';
import { User } from '@wellness/schema';
import type { Work } from '@wellness/schema';
import { bonusAvailable, styleDetails } from './queries';
import { serializeWork } from './serialize';

/** Works of one owner, serialized with their styles and pictures. */
export async function viewWorks(db: DataSource, works: Work[]) {
  if (works.length === 0) return [];
  const owner = await db.getRepository(User).findOneByOrFail({ id: works[0].user_id });
  const details = await styleDetails(db, works);
  const available = await bonusAvailable(db, owner);
  return works.map((work) =>
    serializeWork(
      work,
      details.style(work.style_id),
      details.image(work.style_image_id),
      available,
    ),
  );
}

export const viewWork = async (db: DataSource, work: Work) => (await viewWorks(db, [work]))[0];
