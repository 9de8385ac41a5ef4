import { Type } from '@sinclair/typebox';
import { IdParam } from '@wellness/platform';
import { PROMPT_DATA_TYPES, PROMPT_TYPES } from '@wellness/schema';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const PromotionParams = Type.Object({ promotion_id: IdParam });
export const ItemParams = Type.Object({ promotion_id: IdParam, id: IdParam });
export const UserParams = Type.Object({ user_id: IdParam });

/** Spec 3 s9 "Prompt types" and CustomPrompt data_type (the entity's lists, as literals). */
const PromptType = Type.Union([
  Type.Literal(PROMPT_TYPES[0]),
  Type.Literal(PROMPT_TYPES[1]),
  Type.Literal(PROMPT_TYPES[2]),
  Type.Literal(PROMPT_TYPES[3]),
  Type.Literal(PROMPT_TYPES[4]),
]);
const DataType = Type.Union([
  Type.Literal(PROMPT_DATA_TYPES[0]),
  Type.Literal(PROMPT_DATA_TYPES[1]),
  Type.Literal(PROMPT_DATA_TYPES[2]),
]);
const Label = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });
const DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** Spec 3 CustomPrompt, as the prompt editor sends it (options: one choice per line). */
export const CustomPromptBody = Type.Object(
  {
    type_of_prompt: PromptType,
    data_type: Type.Optional(DataType),
    short_label: Label,
    options: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    custom_prompt_evaluation: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const CustomPromptSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  type_of_prompt: PromptType,
  data_type: DataType,
  short_label: Type.String(),
  options: Type.Array(Type.String()),
  custom_prompt_evaluation: Type.Boolean(),
  profile_only: Type.Boolean(),
  is_deleted: Type.Boolean(),
});

export const DeletedPromptSchema = Type.Object({ id: Type.Integer(), is_deleted: Type.Boolean() });

const QuestionBody = Type.Object(
  {
    custom_promptable_id: Type.Optional(Nullable(IdParam)),
    name: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' })),
    type_of_prompt: Type.Optional(PromptType),
    data_type: Type.Optional(DataType),
    label: Type.Optional(Label),
    is_active: Type.Optional(Type.Boolean()),
    is_visible_in_profile: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Spec 3 s7 "POST create with name, message, days_from_start or start_date/end_date". */
export const DefinitionBody = Type.Object(
  {
    name: Label,
    message: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    days_from_start: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3650 }))),
    start_date: Type.Optional(Nullable(Type.String({ pattern: DATE }))),
    end_date: Type.Optional(Nullable(Type.String({ pattern: DATE }))),
    questions: Type.Array(QuestionBody, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

export const DefinitionSchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  days_from_start: Nullable(Type.Integer()),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  message: Nullable(Type.String()),
  questions: Type.Array(
    Type.Object({
      name: Type.String(),
      type_of_prompt: PromptType,
      data_type: DataType,
      custom_prompt: Type.Boolean(),
      custom_promptable_id: Nullable(Type.Integer()),
      label: Nullable(Type.String()),
      flags: Type.Object({ is_visible_in_profile: Type.Boolean() }),
      is_active: Type.Boolean(),
    }),
  ),
  visible_questions: Nullable(Type.String()),
  answered_count: Type.Integer(),
});

export const KeywordSchema = Type.Object({ keyword: Type.String(), value: Type.String() });
