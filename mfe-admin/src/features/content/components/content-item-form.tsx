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
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ContentItem } from '@wellness/shared-ui';
import { useDelayedFlag } from '@wellness/shared-ui';
import { useSaveContentMutation } from '../api/content-editor-api';
import type { ContentCategory } from '../api/content-editor-api';
import {
  DAYS_FROM_START_MAX,
  FIELD_LABELS,
  IMAGE_FIELDS,
  changesOf,
  contentItemSchema,
  contentItemValues,
} from '../lib/content-item-form';
import type { ContentItemValues } from '../lib/content-item-form';
import { fieldsFor } from '../lib/variant';
import { ContentError } from './content-error';
import { ImageField } from './image-field';

export interface ContentItemFormProps {
  promotionId: number;
  category: ContentCategory;
  item: ContentItem;
  onClose: () => void;
}

/** Edit: the fields the category and key call for, hidden, and the category's own fields. */
export function ContentItemForm({ promotionId, category, item, onClose }: ContentItemFormProps) {
  const fields = fieldsFor(category, item.key);
  const schema = useMemo(() => contentItemSchema(fields, category), [fields, category]);
  const { control, formState, handleSubmit, register } = useForm<ContentItemValues>({
    resolver: zodResolver(schema),
    defaultValues: contentItemValues(item, fields),
  });
  const { errors } = formState;
  const [save, { isLoading, error, reset }] = useSaveContentMutation();
  const saving = useDelayedFlag(isLoading);

  const submit = handleSubmit(async (values) => {
    const changes = changesOf(fields, category, values);
    const saved = await save({ promotionId, category: category.category, id: item.id, changes })
      .unwrap()
      .catch(() => null);
    if (saved) onClose();
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${item.key}`} size="lg">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          {item.is_default && (
            <Text size="sm" c="dimmed">
              This is the default content. Saving stores a copy for this promotion.
            </Text>
          )}
          {fields.map((field) => {
            const label = FIELD_LABELS[field];
            const fieldError = errors.fields?.[field]?.message;
            if (IMAGE_FIELDS.has(field)) {
              return (
                <Controller
                  key={field}
                  control={control}
                  name={`fields.${field}`}
                  render={({ field: input }) => (
                    <ImageField
                      label={label}
                      value={input.value ?? ''}
                      error={fieldError}
                      onChange={input.onChange}
                      inputRef={input.ref}
                    />
                  )}
                />
              );
            }
            if (field === 'days_from_start') {
              return (
                <Controller
                  key={field}
                  control={control}
                  name={`fields.${field}`}
                  render={({ field: input }) => (
                    <NumberInput
                      label={label}
                      min={0}
                      max={DAYS_FROM_START_MAX}
                      error={fieldError}
                      value={input.value}
                      onChange={(value) => input.onChange(String(value))}
                      onBlur={input.onBlur}
                      ref={input.ref}
                    />
                  )}
                />
              );
            }
            if (field === 'content' || field === 'summary') {
              return (
                <Textarea
                  key={field}
                  label={label}
                  description={field === 'content' ? 'Markdown or HTML' : undefined}
                  autosize
                  minRows={field === 'content' ? 6 : 2}
                  error={fieldError}
                  {...register(`fields.${field}`)}
                />
              );
            }
            return (
              <TextInput
                key={field}
                label={label}
                error={fieldError}
                {...register(`fields.${field}`)}
              />
            );
          })}
          {category.custom_fields.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={`custom.${name}`}
              render={({ field: input }) => (
                <TextInput
                  label={label}
                  error={errors.custom?.[name]?.message}
                  value={input.value ?? ''}
                  onChange={(event) => input.onChange(event.currentTarget.value)}
                  onBlur={input.onBlur}
                  ref={input.ref}
                />
              )}
            />
          ))}
          <Checkbox label="Hidden" {...register('hidden')} />
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
