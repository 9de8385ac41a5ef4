import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { ContentItem } from '@wellness/shared-ui';
import { useSaveContentMutation } from '../api/content-editor-api';
import type { ContentCategory, ContentChanges, ContentField } from '../api/content-editor-api';
import { useDelayedFlag } from '@wellness/shared-ui';
import { fieldsFor } from '../lib/variant';
import { ContentError } from './content-error';
import { ImageField } from './image-field';

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

const IMAGES = new Set<ContentField>([
  'image1',
  'image2',
  'mobile_image1',
  'thumbnail_image',
  'email_image',
]);

export interface ContentItemFormProps {
  promotionId: number;
  category: ContentCategory;
  item: ContentItem;
  onClose: () => void;
}

type Values = Record<ContentField, string>;

const initialValues = (item: ContentItem, fields: ContentField[]): Values =>
  Object.fromEntries(fields.map((field) => [field, String(item[field] ?? '')])) as Values;

/** What the form sends: the fields it shows; an empty optional field is null. */
function changesOf(fields: ContentField[], values: Values): ContentChanges {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field].trim() === '' ? '' : values[field];
      if (field === 'title') return [field, value];
      if (field === 'days_from_start') return [field, value === '' ? null : Number(value)];
      return [field, value === '' ? null : value];
    }),
  );
}

/** Edit: the fields the category and key call for, hidden, and the category's own fields. */
export function ContentItemForm({ promotionId, category, item, onClose }: ContentItemFormProps) {
  const fields = fieldsFor(category, item.key);
  const [values, setValues] = useState(() => initialValues(item, fields));
  const [hidden, setHidden] = useState(item.hidden);
  const [custom, setCustom] = useState<Record<string, string>>(() => ({ ...item.custom_fields }));
  const [save, { isLoading, error, reset }] = useSaveContentMutation();
  const saving = useDelayedFlag(isLoading);
  const set = (field: ContentField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const changes: ContentChanges = { ...changesOf(fields, values), hidden };
    if (category.custom_fields.length) changes.custom_fields = custom;
    const saved = await save({ promotionId, category: category.category, id: item.id, changes })
      .unwrap()
      .catch(() => null);
    if (saved) onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${item.key}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {item.is_default && (
            <Text size="sm" c="dimmed">
              This is the default content. Saving stores a copy for this promotion.
            </Text>
          )}
          {fields.map((field) =>
            IMAGES.has(field) ? (
              <ImageField
                key={field}
                label={FIELD_LABELS[field]}
                value={values[field]}
                onChange={set(field)}
              />
            ) : field === 'days_from_start' ? (
              <NumberInput
                key={field}
                label={FIELD_LABELS[field]}
                min={0}
                max={3650}
                value={values[field]}
                onChange={(value) => set(field)(String(value))}
              />
            ) : field === 'content' || field === 'summary' ? (
              <Textarea
                key={field}
                label={FIELD_LABELS[field]}
                description={field === 'content' ? 'Markdown or HTML' : undefined}
                autosize
                minRows={field === 'content' ? 6 : 2}
                value={values[field]}
                onChange={(event) => set(field)(event.currentTarget.value)}
              />
            ) : (
              <TextInput
                key={field}
                label={FIELD_LABELS[field]}
                value={values[field]}
                onChange={(event) => set(field)(event.currentTarget.value)}
              />
            ),
          )}
          {category.custom_fields.map(({ name, label }) => (
            <TextInput
              key={name}
              label={label}
              value={custom[name] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setCustom((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
          <Checkbox
            label="Hidden"
            checked={hidden}
            onChange={(event) => setHidden(event.currentTarget.checked)}
          />
          {error ? (
            <ContentError title="Could not save Content" error={error} onClose={reset} />
          ) : null}
          <Group justify="flex-end">
            {saving && (
              <Text size="sm" role="status">
                Saving…
              </Text>
            )}
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={isLoading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
