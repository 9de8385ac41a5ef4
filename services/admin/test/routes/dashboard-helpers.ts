import type { FastifyInstance } from 'fastify';

/** Ids of seeded records the dashboard suites point at. */
export async function seededIds(server: FastifyInstance) {
  const [demo] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
  const [launchpad] = await server.db.query(
    "SELECT id FROM promotions WHERE subdomain = 'launchpad'",
  );
  const users: Array<{ id: number; email: string }> = await server.db.query(
    'SELECT id, email FROM users',
  );
  const userId = (email: string) => {
    const user = users.find((row) => row.email === email);
    if (!user) throw new Error(`no seeded user ${email}`);
    return Number(user.id);
  };
  return { demoId: Number(demo.id), launchpadId: Number(launchpad.id), userId };
}

/** A user of another promotion (a new one with its own organization). */
export async function otherPromotionUser(server: FastifyInstance) {
  await server.db.query(
    `INSERT INTO promotions (organization_id, name, subdomain, program_name, starts_on, ends_on, websocket_channel)
     VALUES (NULL, 'Other Promotion', 'other', 'Other', CURDATE(), CURDATE() + INTERVAL 41 DAY, 'other-channel')`,
  );
  const [promotion] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'other'");
  await server.db.query(
    `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
     VALUES (?, 'outsider@other.test', 'x', 'User', 'Olive', 'Outsider')`,
    [promotion.id],
  );
  const [user] = await server.db.query("SELECT id FROM users WHERE email = 'outsider@other.test'");
  return { promotionId: Number(promotion.id), userId: Number(user.id) };
}

/** Logs an activity for a user on a day: an entry (with its points) and one entry activity. */
export async function logActivity(
  server: FastifyInstance,
  userId: number,
  day: string,
  activityName: string,
) {
  const [user] = await server.db.query('SELECT promotion_id FROM users WHERE id = ?', [userId]);
  const [activity] = await server.db.query(
    'SELECT id, point_value FROM activities WHERE promotion_id = ? AND name = ?',
    [user.promotion_id, activityName],
  );
  const points = Number(activity.point_value);
  await server.db.query(
    `INSERT INTO entries (promotion_id, user_id, recorded_on, total_points) VALUES (?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE total_points = total_points + VALUES(total_points)`,
    [user.promotion_id, userId, day, points],
  );
  const [entry] = await server.db.query(
    'SELECT id FROM entries WHERE user_id = ? AND recorded_on = ?',
    [userId, day],
  );
  await server.db.query(
    'INSERT INTO entry_activities (entry_id, activity_id, feels_value, point_value) VALUES (?, ?, 1, ?)',
    [entry.id, activity.id, points],
  );
  await server.db.query('UPDATE users SET total_points = total_points + ? WHERE id = ?', [
    points,
    userId,
  ]);
}
