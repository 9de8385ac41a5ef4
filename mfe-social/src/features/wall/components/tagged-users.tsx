import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { firstError, useGetMeQuery } from '@wellness/shared-ui';
import { useState } from 'react';
import { useRemoveTagMutation } from '../api/wall-api';
import type { Post } from '../api/wall-api';
import { ConfirmDialog } from './confirm-dialog';

/** "with A" / "with A and N others" (all of them in a dialog), and removing your own tag. */
export function TaggedUsers({ post }: { post: Post }) {
  const { data: me } = useGetMeQuery();
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removeTag, removeState] = useRemoveTagMutation();
  const tagged = post.tagged_users;
  if (tagged.length === 0) return null;
  const isTagged = me !== undefined && tagged.some((user) => user.id === me.id);
  const [first, ...others] = tagged;

  const remove = async () => {
    if (!me) return;
    try {
      await removeTag({ postId: post.id, userId: me.id }).unwrap();
    } catch (failure) {
      setError(firstError(failure));
    }
    setConfirming(false);
  };

  return (
    <Group gap="xs" mt={4}>
      <Text size="sm" c="dimmed">
        with {first.profile.full_name}
        {others.length > 0 && ' and '}
      </Text>
      {others.length > 0 && (
        <Anchor component="button" type="button" size="sm" onClick={() => setShowAll(true)}>
          {others.length === 1 ? '1 other' : `${others.length} others`}
        </Anchor>
      )}
      {isTagged && (
        <Button size="compact-xs" variant="subtle" onClick={() => setConfirming(true)}>
          Remove my tag
        </Button>
      )}
      {error && (
        <Text role="alert" size="sm" c="red">
          {error}
        </Text>
      )}
      <Modal opened={showAll} onClose={() => setShowAll(false)} title="Tagged Users" centered>
        <List aria-label="Tagged users">
          {tagged.map((user) => (
            <List.Item key={user.id}>{user.profile.full_name}</List.Item>
          ))}
        </List>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title="Remove Tag"
        message="Are you sure you want to remove your tag from this post?"
        confirmLabel="Remove"
        loading={removeState.isLoading}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
