/**
 * SSO extras (spec 3 "SSO extra: id, promotion_id, data_type (default string), path (default
 * User:udfs)"): a claim of the identity provider's token, by `name`, copied into a user field
 * at each SSO sign-in. services/admin edits them; services/participant applies them.
 */
export const SSO_EXTRA_DATA_TYPES = ['string', 'integer', 'float', 'boolean', 'date'] as const;
export type SsoExtraDataType = (typeof SSO_EXTRA_DATA_TYPES)[number];

/** Where a claim goes: the user's custom fields (`users.udfs`, a JSON object) by the claim's name. */
export const SSO_EXTRA_PATHS = ['User:udfs'] as const;

export interface SsoExtraRule {
  name: string;
  data_type: string;
  path: string;
}

type Udf = string | number | boolean;

/** A claim's value as the extra's type, or undefined when it is missing or does not fit. */
export function claimValue(value: unknown, dataType: string): Udf | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return undefined;
  const text = String(value).trim();
  switch (dataType) {
    case 'integer': {
      const number = Number(text);
      return text !== '' && Number.isSafeInteger(number) ? number : undefined;
    }
    case 'float': {
      const number = Number(text);
      return text !== '' && Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      if (value === true || text.toLowerCase() === 'true') return true;
      if (value === false || text.toLowerCase() === 'false') return false;
      return undefined;
    case 'date': {
      const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
      return match && !Number.isNaN(Date.parse(match[1]!)) ? match[1] : undefined;
    }
    default:
      return text.slice(0, 1000);
  }
}

/**
 * The user's custom fields after a sign-in: the stored ones, each extra's claim written over
 * its name when the token carries a value of its type; claims the token leaves out keep the
 * stored value.
 */
export function udfsFromClaims(
  extras: SsoExtraRule[],
  claims: Record<string, unknown>,
  stored: string | null,
): Record<string, Udf> {
  let udfs: Record<string, Udf> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      udfs = parsed as Record<string, Udf>;
    }
  } catch {
    // An unreadable value is replaced by what this sign-in brings.
  }
  for (const extra of extras) {
    if (extra.path !== 'User:udfs') continue;
    const value = claimValue(claims[extra.name], extra.data_type);
    if (value !== undefined) udfs[extra.name] = value;
  }
  return udfs;
}
