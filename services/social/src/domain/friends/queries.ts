import type { DataSource, EntityManager } from 'typeorm';
import { PARTICIPANT_ROLES, notFound } from '@wellness/platform';
import type { Role } from '@wellness/schema';

type Db = DataSource | EntityManager;

/** Spec 2 s3 "User search result": friendStatus values, in the order search lists them. */
export const FRIEND_STATUS = { available: 0, incoming: 1, outgoing: 2, friend: 3 } as const;
export type FriendStatusValue = (typeof FRIEND_STATUS)[keyof typeof FRIEND_STATUS];

export interface FriendshipRow {
  id: number;
  promotion_id: number;
  status: string;
  friender_id: number;
  friendee_id: number | null;
  friend_email: string | null;
  message: string | null;
  updated_at: Date;
  a_first: string;
  a_last: string;
  a_image: string | null;
  b_first: string | null;
  b_last: string | null;
  b_image: string | null;
}

const person = (id: number, first: string, last: string, image: string | null) => ({
  id: Number(id),
  profile: {
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`.trim(),
    image: image ? { url: image } : null,
  },
});

/** Spec 2 s3 "Friendship" (friender and friendee with their profiles). */
export function serializeFriendship(row: FriendshipRow) {
  return {
    id: Number(row.id),
    status: row.status,
    friender_id: Number(row.friender_id),
    friendee_id: row.friendee_id === null ? null : Number(row.friendee_id),
    friend_email: row.friend_email,
    message: row.message,
    friender: person(row.friender_id, row.a_first, row.a_last, row.a_image),
    friendee:
      row.friendee_id === null
        ? null
        : person(row.friendee_id, row.b_first ?? '', row.b_last ?? '', row.b_image),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type FriendshipView = ReturnType<typeof serializeFriendship>;

export const SELECT_FRIENDSHIPS = `SELECT f.id, f.promotion_id, f.status, f.friender_id, f.friendee_id,
    f.friend_email, f.message, f.updated_at,
    a.first_name AS a_first, a.last_name AS a_last, a.image_url AS a_image,
    b.first_name AS b_first, b.last_name AS b_last, b.image_url AS b_image
  FROM friendships f
  JOIN users a ON a.id = f.friender_id
  LEFT JOIN users b ON b.id = f.friendee_id`;

/** The lists of GET /friendships (spec 2 s7): friends, received and sent requests. */
export type FriendshipList = 'A' | 'received_requests' | 'sent_requests';

const LIST_WHERE: Record<FriendshipList, (userId: number) => [string, number[]]> = {
  // Either side asked; the other person is the friend.
  A: (id) => ["f.status = 'A' AND (f.friender_id = ? OR f.friendee_id = ?)", [id, id]],
  received_requests: (id) => ["f.status = 'P' AND f.friendee_id = ?", [id]],
  // The caller's requests still waiting or declined (a declined one can be resent).
  sent_requests: (id) => ["f.status IN ('P', 'D') AND f.friender_id = ?", [id]],
};

export async function listFriendships(
  db: Db,
  userId: number,
  list: FriendshipList,
  page: { limit: number; offset: number },
) {
  const [where, params] = LIST_WHERE[list](userId);
  const rows: FriendshipRow[] = await db.query(
    `${SELECT_FRIENDSHIPS} WHERE ${where} ORDER BY f.updated_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    [...params, page.limit, page.offset],
  );
  const [{ total }] = await db.query(
    `SELECT COUNT(*) AS total FROM friendships f WHERE ${where}`,
    params,
  );
  return { rows: rows.map(serializeFriendship), total: Number(total) };
}

/** A friendship the caller is part of (as friender or friendee), else 404. */
export async function friendshipOf(db: Db, userId: number, id: number, lock = false) {
  const rows: FriendshipRow[] = await db.query(
    `${SELECT_FRIENDSHIPS} WHERE f.id = ? AND (f.friender_id = ? OR f.friendee_id = ?)${
      lock ? ' FOR UPDATE' : ''
    }`,
    [id, userId, userId],
  );
  if (!rows[0]) throw notFound('Friendship');
  return rows[0];
}

/** The friendship between two people, whichever asked (the caller's own request first). */
export async function friendshipBetween(db: Db, userId: number, otherId: number) {
  const rows: FriendshipRow[] = await db.query(
    `${SELECT_FRIENDSHIPS}
     WHERE (f.friender_id = ? AND f.friendee_id = ?) OR (f.friender_id = ? AND f.friendee_id = ?)
     ORDER BY f.friender_id = ? DESC, f.id`,
    [userId, otherId, otherId, userId, userId],
  );
  return rows[0] ?? null;
}

/** Spec 2 s3/s4: what a friendship is from the caller's side (friend, outgoing, incoming). */
export function friendStatusOf(row: FriendshipRow | null, userId: number): FriendStatusValue {
  if (!row) return FRIEND_STATUS.available;
  if (row.status === 'A') return FRIEND_STATUS.friend;
  const mine = Number(row.friender_id) === userId;
  if (mine) return FRIEND_STATUS.outgoing;
  // A request the caller declined is gone from their side: they may add the person again.
  return row.status === 'P' ? FRIEND_STATUS.incoming : FRIEND_STATUS.available;
}

export interface PromotionUser {
  id: number;
  promotion_id: number;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
}

/** A user of the promotion, else 404 'User could not be found' (another promotion's too). */
export async function promotionUser(db: Db, promotionId: number, userId: number) {
  const rows: PromotionUser[] = await db.query(
    'SELECT id, promotion_id, role, email, first_name, last_name FROM users WHERE id = ? AND promotion_id = ?',
    [userId, promotionId],
  );
  if (!rows[0]) throw notFound('User');
  return { ...rows[0], id: Number(rows[0].id) };
}

/** Friends are participants (spec 2 s1); other roles are moderators without friendships. */
export const hasFriends = (role: Role) => PARTICIPANT_ROLES.includes(role);

/** The ids of the caller's accepted friends. */
export async function friendIds(db: Db, userId: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await db.query(
    `SELECT friendee_id AS id FROM friendships WHERE friender_id = ? AND status = 'A' AND friendee_id IS NOT NULL
     UNION SELECT friender_id AS id FROM friendships WHERE friendee_id = ? AND status = 'A'`,
    [userId, userId],
  );
  return rows.map((row) => Number(row.id));
}
