import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Image, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useSaveLockedImageMutation } from '../api/badges-api';

/** Spec 1 s3 badge_locked_image: what a badge not yet earned shows (empty: the product's). */
export function LockedImageForm({
  promotionId,
  current,
  fallback,
}: {
  promotionId: number;
  current: string | null;
  fallback: string;
}) {
  const [value, setValue] = useState(current ?? '');
  const [save, saving] = useSaveLockedImageMutation();
  useEffect(() => setValue(current ?? ''), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = value.trim() || null;
    try {
      await save({ promotionId, badge_locked_image: url }).unwrap();
      notifications.show({ color: 'green', message: 'Locked badge picture saved.' });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not save the locked badge picture',
        message: firstError(failure),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Locked badge picture">
      <Group align="flex-end">
        <Image src={value.trim() || fallback} alt="" w={48} h={48} fit="contain" />
        <TextInput
          label="Locked badge picture"
          description="The address of a picture; empty shows the product's locked badge."
          placeholder={fallback}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={512}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={saving.isLoading}>
          Save picture
        </Button>
      </Group>
    </form>
  );
}
