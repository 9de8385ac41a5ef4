import type { FastifyInstance } from 'fastify';

type Db = FastifyInstance['db'];
type Value = string | number | boolean | null;

/** Inserts one row and answers its id: the matrix arranges its records directly in MySQL. */
export async function insert(db: Db, table: string, row: Record<string, Value>): Promise<number> {
  const columns = Object.keys(row);
  const result = await db.query(
    `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    Object.values(row),
  );
  return Number(result.insertId);
}

/** The server's idea of today (local time, as dayjs() reads it). */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A user of a promotion who signs in with the demo password. */
export async function insertUser(
  db: Db,
  promotionId: number,
  email: string,
  role = 'User',
): Promise<number> {
  const [{ password_hash }] = await db.query(
    "SELECT password_hash FROM users WHERE email = 'participant@demo.test'",
  );
  const [first, last] = email.split('@')[0].split('.');
  return insert(db, 'users', {
    promotion_id: promotionId,
    email,
    password_hash,
    role,
    first_name: first,
    last_name: last ?? 'Guardrail',
  });
}

/** A top-level post on the promotion's wall. */
/** A public gallery post (spec 2 "Art gallery"): a finished work on the Gallery wall. */
export const insertGalleryPost = (db: Db, promotionId: number, userId: number, workId: number) =>
  insert(db, 'posts', {
    promotion_id: promotionId,
    user_id: userId,
    content: 'Guardrail art',
    wallable_type: 'Gallery',
    wallable_id: promotionId,
    depth: 0,
    postable_type: 'Work',
    postable_id: workId,
    title: 'Guardrail art',
    public_gallery: true,
  });

export const insertPost = (
  db: Db,
  promotionId: number,
  userId: number,
  flaggedBy: number | null = null,
) =>
  insert(db, 'posts', {
    promotion_id: promotionId,
    user_id: userId,
    content: 'Guardrail post',
    wallable_type: 'Promotion',
    wallable_id: promotionId,
    depth: 0,
    is_flagged: flaggedBy !== null,
    flagged_by: flaggedBy,
  });

/** A content item (a tip unless said otherwise) of a promotion. */
export const insertContent = (
  db: Db,
  promotionId: number,
  key: string,
  category = 'tips',
  sequence = 100,
) =>
  insert(db, 'contents', {
    category,
    promotion_id: promotionId,
    key,
    group: 'Guardrail',
    sequence,
    title: `Guardrail ${key}`,
    content: 'Guardrail content',
    days_from_start: category === 'tips' ? sequence : null,
  });

/** An activity of week 1 (the demo promotion's current week). */
export const insertActivity = (
  db: Db,
  promotionId: number,
  categoryId: number,
  name: string,
  quiz: { question: string; answers: string[]; correct: string } | null = null,
) =>
  insert(db, 'activities', {
    promotion_id: promotionId,
    category_id: categoryId,
    name,
    week_available: 1,
    point_value: 5,
    question: quiz?.question ?? null,
    answers: quiz ? JSON.stringify(quiz.answers) : null,
    correct_answer: quiz?.correct ?? null,
  });

/** A badge of the demo promotion's own (the badge administration's records). */
export const insertBadge = (db: Db, promotionId: number, name: string, category = 'days_logged') =>
  insert(db, 'badges', {
    promotion_id: promotionId,
    name,
    category,
    goal: 3,
    image_url: '/api/badges/images/days_logged.svg',
  });
