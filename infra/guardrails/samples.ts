import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';

/** Values of the demo promotion's records that route parameters and bodies point at. */
export interface SampleRecords {
  promotionId: number;
  userId: number;
  /** DELETE /api/users/:id removes this user (not a caller of the suites). */
  deletableUserId: number;
  activityId: number;
  /** A default content item (tips): edits copy it, deletes and resets of it are refused. */
  contentId: number;
  /** The sample user's own location: settings saves keep it. */
  locationId: number;
  today: string;
}

export async function sampleRecords(server: FastifyInstance): Promise<SampleRecords> {
  const [{ id: promotionId }] = await server.db.query(
    "SELECT id FROM promotions WHERE subdomain = 'demo'",
  );
  const [{ id: userId, location_id: locationId }] = await server.db.query(
    "SELECT id, location_id FROM users WHERE email = 'participant@demo.test'",
  );
  const [{ id: deletableUserId }] = await server.db.query(
    "SELECT id FROM users WHERE email = 'participant2@demo.test'",
  );
  const [{ id: activityId }] = await server.db.query(
    'SELECT id FROM activities WHERE promotion_id = ? AND week_available = 1 AND is_one_time = 0 ORDER BY id LIMIT 1',
    [promotionId],
  );
  const [{ id: contentId }] = await server.db.query(
    "SELECT id FROM contents WHERE promotion_id = 1 AND category = 'tips' ORDER BY id LIMIT 1",
  );
  return {
    promotionId: Number(promotionId),
    userId: Number(userId),
    deletableUserId: Number(deletableUserId),
    activityId: Number(activityId),
    contentId: Number(contentId),
    locationId: Number(locationId),
    today: new Date().toISOString().slice(0, 10),
  };
}

/**
 * Valid values by field name. A new route whose parameter is not here fails the suites
 * until it gets a sample: no route goes unchecked.
 */
function valueFor(name: string, url: string, records: SampleRecords): unknown {
  switch (name) {
    case 'promotion_id':
      return records.promotionId;
    case 'activity_id':
      return records.activityId;
    case 'recorded_on':
      return records.today;
    case 'id':
      if (url === '/api/users/:id') return records.deletableUserId;
      if (url.startsWith('/api/users/')) return records.userId;
      if (url.includes('/activities/')) return records.activityId;
      if (url.includes('/custom_content/')) return records.contentId;
      break;
    case 'category':
      if (url.includes('custom_content')) return 'tips';
      if (url.includes('gallery_images')) return 'square';
      break;
    case 'library':
      if (url.includes('gallery_images')) return 'image';
      break;
    case 'add':
      if (url.includes('custom_content')) return 'key';
      break;
    case 'group':
      if (url.includes('custom_content')) return 'Guardrail';
      break;
    case 'sequence':
      if (url.includes('custom_content/reorder')) return [records.contentId];
      break;
    case 'user_id':
    case 'impersonate_id':
      return records.userId;
    case 'flag':
      return 'has_seen_logging_tutorial';
    case 'notes':
      return 'Guardrail notes';
    case 'email':
      return 'participant@demo.test';
    case 'password':
      return 'Wellness!2026';
    case 'feels_value':
      return 1;
    case 'content':
      return 'Guardrail post';
    case 'likeable_type':
      return 'Post';
    case 'wk':
      return 1;
    // Settings saves write the sample user's own values back; a role change keeps it a User.
    case 'first_name':
      if (url === '/api/users/:id/settings') return 'Pat';
      break;
    case 'last_name':
      if (url === '/api/users/:id/settings') return 'Participant';
      break;
    case 'location_id':
      if (url === '/api/users/:id/settings') return records.locationId;
      break;
    case 'role':
      if (url === '/api/users/:id/role') return 'User';
      break;
    case 'field':
      if (url === '/api/users/validate') return 'email';
      break;
    case 'name':
      if (url.startsWith('/api/files/')) return `${'0'.repeat(32)}.png`;
      if (url === '/api/profile_images/avatars/:name') return 'avatar-1.svg';
      if (url === '/api/badges/images/:name') return 'days_logged.svg';
      break;
  }
  return undefined;
}

/** A valid instance of a JSON schema, for the fields a route requires. */
export function sample(
  schema: TSchema | undefined,
  url: string,
  records: SampleRecords,
  name = '',
): unknown {
  if (!schema) return undefined;
  const known = valueFor(name, url, records);
  if (known !== undefined) return known;
  if (schema.anyOf) return sample(schema.anyOf[0], url, records, name);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, TSchema>;
      const required: string[] = schema.required ?? [];
      return Object.fromEntries(
        required.map((key) => [key, sample(properties[key], url, records, key)]),
      );
    }
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'null':
      return null;
  }
  throw new Error(
    `No sample for field '${name}' of ${url}: add one to infra/guardrails/samples.ts`,
  );
}

/** The route's URL with its parameters filled with valid values. */
export function fillUrl(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_match, key: string) =>
    encodeURIComponent(String(params[key])),
  );
}
