import { Badge, Card, Image, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { UserBadge } from '../api/badges-api';
import { badgeGoal } from '../lib/badge-goal';

/** One badge of the list: its picture once earned, else the promotion's locked picture. */
export function BadgeCard({ badge, lockedImage }: { badge: UserBadge; lockedImage: string }) {
  const earned = badge.earned_on !== null;
  return (
    <Card withBorder component="li" aria-label={badge.name} data-earned={earned}>
      <Stack align="center" gap="xs">
        <Image
          src={earned ? badge.image_url : lockedImage}
          alt={earned ? `${badge.name} badge` : `${badge.name} (locked)`}
          w={120}
          h={120}
          fit="contain"
        />
        <Text fw={700} ta="center">
          {badge.name}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {badgeGoal(badge)}
        </Text>
        {earned ? (
          // The theme's primary (teal.9) keeps the white text above AA contrast; green.6 does not.
          <Badge>Earned {dayjs(badge.earned_on).format('MMM D, YYYY')}</Badge>
        ) : (
          <Badge color="gray.8" variant="outline">
            Locked
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
