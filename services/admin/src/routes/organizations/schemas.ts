import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const Url = Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^(https?://\\S+)?$' })));
const Count = (minimum: number) => Type.Optional(Type.Integer({ minimum, maximum: 128 }));

export const ResellerBody = Type.Object({ name: Name }, { additionalProperties: false });

export const ResellerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  organizations_count: Type.Integer(),
  promotions_count: Type.Integer(),
});

/** Spec 3 s3 "Organization": every field; the client secret is write-only. */
export const OrganizationBody = Type.Object(
  {
    name: Name,
    reseller_id: Type.Optional(Nullable(IdParam)),
    wskey: OptionalText(64),
    is_sso_enabled: Type.Optional(Type.Boolean()),
    sso_label: OptionalText(255),
    sso_login_url: Url,
    sso_redirect: Url,
    sso_issuer_url: Url,
    sso_client_id: OptionalText(255),
    sso_client_secret: OptionalText(255),
    password_min_length: Count(1),
    password_max_length: Count(1),
    password_min_letters: Count(0),
    password_min_numbers: Count(0),
    password_min_symbols: Count(0),
    password_regular_expression_string: OptionalText(255),
    password_help_message: OptionalText(500),
    flags: Type.Optional(
      Type.Object(
        { enable_account_lockouts: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
    is_staywell: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const NullableString = Nullable(Type.String());

export const OrganizationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  reseller_id: Nullable(Type.Integer()),
  reseller_name: NullableString,
  wskey: NullableString,
  promotions_count: Type.Integer(),
  is_sso_enabled: Type.Boolean(),
  sso_label: NullableString,
  sso_login_url: NullableString,
  sso_redirect: NullableString,
  sso_issuer_url: NullableString,
  sso_client_id: NullableString,
  has_sso_client_secret: Type.Boolean(),
  password_min_length: Type.Integer(),
  password_max_length: Type.Integer(),
  password_min_letters: Type.Integer(),
  password_min_numbers: Type.Integer(),
  password_min_symbols: Type.Integer(),
  password_regular_expression_string: NullableString,
  password_help_message: NullableString,
  flags: Type.Object({ enable_account_lockouts: Type.Boolean() }),
  is_staywell: Type.Boolean(),
});

export const IdParams = Type.Object({ id: IdParam });
