import type { DataSource } from 'typeorm';
import { PARTICIPANT_ROLES, escapeLike, inList } from '@wellness/platform';
import { SELECT_FRIENDSHIPS, friendStatusOf, serializeFriendship } from './queries';
import type { FriendshipRow } from './queries';
import { searchTerms } from './rules';

/** At most this many people answer one search. */
export const SEARCH_LIMIT = 50;

interface PersonRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/**
 * Spec 2 s3 "User search result" and s5: participants of the caller's promotion (never the
 * caller) whose "first last" contains a term, or whose e-mail is a term exactly (the e-mail is
 * answered only then: addresses are not listed to anyone who types a name). Terms are split
 * on ; or , (several people). Tagged friend 3, outgoing 2, incoming 1, available 0 and
 * listed in that order, then by name.
 */
export async function searchPeople(
  db: DataSource,
  promotionId: number,
  callerId: number,
  query: string,
) {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const nameMatch = terms
    .map(() => "LOWER(CONCAT(first_name, ' ', last_name)) LIKE ?")
    .join(' OR ');
  const people: PersonRow[] = await db.query(
    `SELECT id, email, first_name, last_name, image_url FROM users
     WHERE promotion_id = ? AND id <> ? AND role IN (?) AND (LOWER(email) IN (?) OR ${nameMatch})
     ORDER BY first_name, last_name, id LIMIT ${SEARCH_LIMIT}`,
    [promotionId, callerId, PARTICIPANT_ROLES, terms, ...terms.map((t) => `%${escapeLike(t)}%`)],
  );
  const ids = people.map((person) => Number(person.id));
  const friendships: FriendshipRow[] = await db.query(
    `${SELECT_FRIENDSHIPS}
     WHERE (f.friender_id = ? AND f.friendee_id IN (?)) OR (f.friendee_id = ? AND f.friender_id IN (?))`,
    [callerId, inList(ids), callerId, inList(ids)],
  );
  const results = people.map((person) => {
    const id = Number(person.id);
    const rows = friendships.filter(
      (row) => Number(row.friender_id) === id || Number(row.friendee_id) === id,
    );
    // The caller's own request first (as friendshipBetween orders them).
    const row = rows.find((r) => Number(r.friender_id) === callerId) ?? rows[0] ?? null;
    const value = friendStatusOf(row, callerId);
    return {
      id,
      email: terms.includes(person.email.toLowerCase()) ? person.email : null,
      full_name: `${person.first_name} ${person.last_name}`.trim(),
      profile: {
        first_name: person.first_name,
        last_name: person.last_name,
        image: person.image_url ? { url: person.image_url } : null,
      },
      friendStatus: { value, friendship: value === 0 || !row ? null : serializeFriendship(row) },
    };
  });
  // Array.prototype.sort is stable: the name order stays within each status.
  return results.sort((a, b) => b.friendStatus.value - a.friendStatus.value);
}
