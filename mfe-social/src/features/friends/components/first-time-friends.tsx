import { useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { ContentBlock, useGetMeQuery, useSetUserFlagMutation } from '@wellness/shared-ui';

/** Spec 2 s2: the first-time friends popup, until the user's has_seen_friends flag is true. */
export function FirstTimeFriends() {
  const me = useGetMeQuery();
  const [setFlag, { isLoading }] = useSetUserFlagMutation();
  const [closed, setClosed] = useState(false);
  const opened = Boolean(me.data && !me.data.has_seen_friends && !closed);
  const close = () => {
    setClosed(true);
    void setFlag({ flag: 'has_seen_friends', value: true });
  };
  return (
    <Modal opened={opened} onClose={close} title="Welcome to Friends" centered>
      <ContentBlock category="friends" contentKey="first_time_friends" />
      <Group justify="flex-end" mt="lg">
        <Button onClick={close} loading={isLoading}>
          Got it
        </Button>
      </Group>
    </Modal>
  );
}
