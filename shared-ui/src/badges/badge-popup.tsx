import { useState } from 'react';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { baseApi } from '../api/base-api';
import { useRealtimeEvent } from '../realtime/use-realtime-event';
import { useAppDispatch } from '../store/hooks';

/** A badge the user has just earned: what badgeEarned carries (services/worker README). */
export interface EarnedBadge {
  id: number;
  name: string;
  category: string;
  image_url: string;
  earned_on: string;
}

/** The path of the participant's badge list (go.u.badges). */
export const BADGES_PATH = '/badges';

/**
 * The badge popup (spec 1 s2 "Other dialogs: ... badge popup"): each badge the server awards
 * arrives live on the user's room (badgeEarned) and opens this dialog, one badge at a time.
 * The shell mounts it once for participants; the badge list is refreshed with it.
 */
export function BadgePopup() {
  const [queue, setQueue] = useState<EarnedBadge[]>([]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useRealtimeEvent<EarnedBadge>('badgeEarned', (badge) => {
    dispatch(baseApi.util.invalidateTags(['Badges']));
    setQueue((current) =>
      current.some((queued) => queued.id === badge.id) ? current : [...current, badge],
    );
  });

  const badge = queue[0];
  const close = () => setQueue((current) => current.slice(1));
  const view = () => {
    close();
    void navigate(BADGES_PATH);
  };

  // It arrives by itself, often while the person is in a dialog of their own (finishing a work
  // earns a badge before the bonus step): it waits beneath that dialog (Mantine's modals sit at
  // 200), never covering what they are doing.
  return (
    <Modal
      opened={Boolean(badge)}
      onClose={close}
      title="You earned a badge!"
      centered
      size="sm"
      zIndex={190}
    >
      {badge ? (
        <Stack align="center" gap="sm">
          <Image src={badge.image_url} alt="" w={160} h={160} fit="contain" />
          <Text fw={700} size="lg" ta="center">
            {badge.name}
          </Text>
          <Group>
            <Button onClick={view}>View badges</Button>
            <Button variant="default" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
