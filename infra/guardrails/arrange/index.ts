import type { FastifyInstance } from 'fastify';
import type { Caller } from '../stack';
import { DEMO_HOST, callers, sessionCookie } from '../stack';
import { arrangeOwner } from './owners';
import type { OwnRecords } from './owners';
import { arrangeShared } from './shared';
import type { SharedRecords } from './shared';
import { imageForm } from './upload';

export type { OwnRecords, SharedRecords };

/**
 * The demo user whose records a caller of another promotion (and an anonymous caller) aims at:
 * nobody else uses them up, so a 404 for the outsider means scoping, not a record already gone.
 */
export const TARGET_EMAIL = 'participant2@demo.test';

export interface Arranged {
  shared: SharedRecords;
  /** Each demo caller's own records, by e-mail, and the target's. */
  owners: Map<string, OwnRecords>;
  /** A file of the demo promotion and a public one (stored by the upload route). */
  files: { name: string; publicName: string };
}

/** Stores an image through the upload route as the given caller; answers the file's name. */
async function upload(social: FastifyInstance, caller: Caller, fields: Record<string, string>) {
  const { payload, contentType } = imageForm(fields);
  const response = await social.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: {
      host: DEMO_HOST,
      'x-requested-with': 'wellness',
      'content-type': contentType,
      cookie: (await sessionCookie(social, caller))!,
    },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`arranging a file: ${response.body}`);
  const [{ url }] = response.json().data.files as Array<{ url: string }>;
  return url.split('/').pop()!;
}

/** Arranges, in the demo promotion, every record the matrix's requests need. */
export async function arrange(social: FastifyInstance): Promise<Arranged> {
  const { db } = social;
  const shared = await arrangeShared(db);
  const rows: Array<{ id: number; email: string }> = await db.query(
    'SELECT id, email FROM users WHERE promotion_id = ?',
    [shared.promotionId],
  );
  const users = new Map(rows.map((row) => [row.email, Number(row.id)]));
  const emails = [
    TARGET_EMAIL,
    ...callers().flatMap((c) => (c.email && c.host === DEMO_HOST ? [c.email] : [])),
  ];
  const owners = new Map<string, OwnRecords>();
  for (const [n, email] of emails.entries()) {
    owners.set(email, await arrangeOwner(db, shared, email, n, users));
  }
  const byRole = (role: string) => callers().find((c) => c.role === role)!;
  const files = {
    name: await upload(social, byRole('User'), {}),
    publicName: await upload(social, byRole('Coordinator'), { secure: 'false' }),
  };
  return { shared, owners, files };
}

/** A caller's own records; anonymous and the outsider aim at the target's. */
export function recordsOf(arranged: Arranged, caller: Caller): OwnRecords {
  const own = caller.host === DEMO_HOST && caller.email ? caller.email : TARGET_EMAIL;
  return arranged.owners.get(own)!;
}
