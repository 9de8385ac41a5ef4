import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ContentItem } from '@wellness/shared-ui';
import { useAddContentMutation } from '../api/content-editor-api';
import { useDelayedFlag } from '@wellness/shared-ui';
import { newContentSchema, normalizeKey } from '../lib/keys';
import { ContentError } from './content-error';

export interface AddContentDialogProps {
  mode: 'key' | 'group';
  promotionId: number;
  category: string;
  items: ContentItem[];
  onAdded: (item: ContentItem) => void;
  onClose: () => void;
}

type NewContentSchema = ReturnType<typeof newContentSchema>;

/** Add key (into a group) or Add group: spec 3 section 5's key rules and messages. */
export function AddContentDialog({
  mode,
  promotionId,
  category,
  items,
  onAdded,
  onClose,
}: AddContentDialogProps) {
  const groups = [...new Set(items.map((item) => item.group))];
  const schema = useMemo(() => newContentSchema(items, mode), [items, mode]);
  const { control, formState, handleSubmit, register } = useForm<
    z.input<NewContentSchema>,
    unknown,
    z.output<NewContentSchema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { group: mode === 'key' ? (groups[0] ?? '') : '', key: '' },
    // A refusal stays until the next Add, as the dialog has always done.
    reValidateMode: 'onSubmit',
  });
  const [group, key] = useWatch({ control, name: ['group', 'key'] });
  const [add, { isLoading, error, reset }] = useAddContentMutation();
  const saving = useDelayedFlag(isLoading);
  const preview = normalizeKey(key.trim() ? key : group);
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    const added = await add({ promotionId, category, body: { category, add: mode, ...body } })
      .unwrap()
      .catch(() => null);
    if (added) onAdded(added);
  });

  return (
    <Modal opened onClose={onClose} title={mode === 'key' ? 'Add key' : 'Add group'}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          {mode === 'key' && groups.length > 0 ? (
            <Controller
              control={control}
              name="group"
              render={({ field }) => (
                <Select
                  label="Group"
                  data={groups}
                  allowDeselect={false}
                  error={errors.group?.message}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          ) : (
            <TextInput label="Group" error={errors.group?.message} {...register('group')} />
          )}
          <TextInput
            label="Key"
            description="Spaces become underscores and letters lower case; empty uses the group."
            error={errors.key?.message}
            {...register('key')}
          />
          {preview && <Text size="sm">Key to create: {preview}</Text>}
          {error ? (
            <ContentError title="Could not save Content" error={error} onClose={reset} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={isLoading}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
