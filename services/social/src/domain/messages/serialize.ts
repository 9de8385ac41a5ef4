/** A person as a conversation shows them. */
export interface PersonRow {
  user_id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

export const serializePerson = (row: PersonRow) => ({
  id: Number(row.user_id),
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  image: row.image_url ? { url: row.image_url } : null,
});
export type Person = ReturnType<typeof serializePerson>;

export interface MessageRow extends PersonRow {
  id: number;
  conversation_id: number;
  body: string;
  action: string | null;
  created_at: Date;
}

/** Spec 2 s3 Message: created_at, created_at_milliseconds, action, conversation_id. */
export const serializeMessage = (row: MessageRow) => ({
  id: Number(row.id),
  conversation_id: Number(row.conversation_id),
  user_id: Number(row.user_id),
  body: row.body,
  action: row.action,
  created_at: new Date(row.created_at).toISOString(),
  created_at_milliseconds: new Date(row.created_at).getTime(),
  user: serializePerson(row),
});
export type SerializedMessage = ReturnType<typeof serializeMessage>;

export const SELECT_MESSAGES = `SELECT m.id, m.conversation_id, m.user_id, m.body, m.action, m.created_at,
    u.first_name, u.last_name, u.image_url
  FROM messages m JOIN users u ON u.id = m.user_id`;

export const millis = (value: Date | null) => (value ? new Date(value).getTime() : null);
