import { z } from 'zod';
import type { ContentItem } from '@wellness/shared-ui';
import type { ContentCategory, ContentChanges, ContentField } from '../api/content-editor-api';

export const FIELD_LABELS: Record<ContentField, string> = {
  title: 'Title',
  summary: 'Summary',
  content: 'Content',
  image1: 'Image',
  image2: 'Second image',
  mobile_image1: 'Mobile image',
  thumbnail_image: 'Thumbnail image',
  email_subject: 'Email subject',
  email_image: 'Email image',
  email_image_caption: 'Email image caption',
  days_from_start: 'Days from start',
};

export const IMAGE_FIELDS = new Set<ContentField>([
  'image1',
  'image2',
  'mobile_image1',
  'thumbnail_image',
  'email_image',
]);

/** The form's values: every shown field as typed, hidden, and the category's own fields. */
export interface ContentItemValues {
  fields: Partial<Record<ContentField, string>>;
  hidden: boolean;
  /** Unset until typed in when the item has no value for it (and then not sent). */
  custom: Record<string, string | undefined>;
}

export const contentItemValues = (
  item: ContentItem,
  fields: ContentField[],
): ContentItemValues => ({
  fields: Object.fromEntries(fields.map((field) => [field, String(item[field] ?? '')])),
  hidden: item.hidden,
  custom: { ...item.custom_fields },
});

export const DAYS_FROM_START_MAX = 3650;
export const DAYS_FROM_START_INVALID = `Days from start must be a whole number from 0 to ${DAYS_FROM_START_MAX}.`;
export const CUSTOM_FIELD_MAX = 2000;

// The server's limits (services/admin content schemas), refused here before anything is sent.
const LENGTHS: Partial<Record<ContentField, number>> = {
  title: 255,
  email_subject: 255,
  email_image_caption: 255,
  summary: 10_000,
  content: 200_000,
};
// An upload's address (public uploads sit under /api/files/public/) or an https address.
const IMAGE_ADDRESS =
  /^(\/api\/files\/(public\/)?[A-Za-z0-9][A-Za-z0-9._-]*|https:\/\/[^\s"'<>\\]+)$/;

const limited = (label: string, max: number) =>
  z.string().max(max, `${label} is limited to ${max.toLocaleString('en-US')} characters.`);

function fieldRule(field: ContentField) {
  const label = FIELD_LABELS[field];
  if (IMAGE_FIELDS.has(field)) {
    return limited(label, 512).refine(
      (value) => value === '' || IMAGE_ADDRESS.test(value),
      `${label} must be an uploaded file or an https:// address.`,
    );
  }
  if (field === 'days_from_start') {
    return z.string().refine((value) => {
      if (value.trim() === '') return true;
      const days = Number(value);
      return Number.isInteger(days) && days >= 0 && days <= DAYS_FROM_START_MAX;
    }, DAYS_FROM_START_INVALID);
  }
  return limited(label, LENGTHS[field] ?? 255);
}

/** The edit form's schema for the fields it shows and the category's own fields. */
export const contentItemSchema = (fields: ContentField[], category: ContentCategory) =>
  z.object({
    fields: z.object(Object.fromEntries(fields.map((field) => [field, fieldRule(field)]))),
    hidden: z.boolean(),
    // Loose: custom values the category no longer lists are kept and sent back as they were.
    custom: z.looseObject(
      Object.fromEntries(
        category.custom_fields.map(({ name, label }) => [
          name,
          limited(label, CUSTOM_FIELD_MAX).optional(),
        ]),
      ),
    ),
  });

/** What the form sends: the fields it shows (an empty optional one is null), hidden, custom. */
export function changesOf(
  fields: ContentField[],
  category: ContentCategory,
  values: ContentItemValues,
): ContentChanges {
  const changes: ContentChanges = Object.fromEntries(
    fields.map((field) => {
      const typed = values.fields[field] ?? '';
      const value = typed.trim() === '' ? '' : typed;
      if (field === 'title') return [field, value];
      if (field === 'days_from_start') return [field, value === '' ? null : Number(value)];
      return [field, value === '' ? null : value];
    }),
  );
  changes.hidden = values.hidden;
  if (category.custom_fields.length) {
    changes.custom_fields = Object.fromEntries(
      Object.entries(values.custom).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
  }
  return changes;
}
