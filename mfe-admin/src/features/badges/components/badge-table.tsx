import { useState } from 'react';
import { Anchor, Badge, Button, Group, Image, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { ConfirmDialog, TableScroll, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useDeleteBadgeMutation } from '../api/badges-api';
import type { AdminBadge } from '../api/badges-api';
import { categoryLabel } from '../lib/badge-categories';
import { AwardDialog } from './award-dialog';

const DEFAULT_PROMOTION_ID = 1;

/**
 * Spec 1 s4: in the default promotion Delete deletes; elsewhere a promotion's edit of a
 * default badge is reset to it, and its own badges are deleted. A default badge shown
 * unchanged has nothing to delete.
 */
function deleteAction(badge: AdminBadge, promotionId: number) {
  if (badge.source === 'default') return null;
  return promotionId !== DEFAULT_PROMOTION_ID && badge.default_badge_id !== null
    ? 'Reset to default'
    : 'Delete';
}

export function BadgeTable({ badges, promotionId }: { badges: AdminBadge[]; promotionId: number }) {
  const [asked, setAsked] = useState<AdminBadge | null>(null);
  const [awarding, setAwarding] = useState<AdminBadge | null>(null);
  const [remove, removing] = useDeleteBadgeMutation();
  const action = asked ? deleteAction(asked, promotionId) : null;

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove({ promotionId, id: asked.id }).unwrap();
      setAsked(null);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not delete Badge',
        message: firstError(failure),
      });
    }
  };

  return (
    <>
      <TableScroll label="Badges" minWidth={760}>
        <Table striped aria-label="Badges">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Picture</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Goal</Table.Th>
              <Table.Th>Shown</Table.Th>
              <Table.Th>Source</Table.Th>
              <Table.Th>Earned</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {badges.map((badge) => {
              const label = deleteAction(badge, promotionId);
              return (
                <Table.Tr key={badge.id}>
                  <Table.Td>
                    <Image src={badge.image_url} alt="" w={40} h={40} fit="contain" />
                  </Table.Td>
                  <Table.Td>{badge.name}</Table.Td>
                  <Table.Td>{categoryLabel(badge.category)}</Table.Td>
                  <Table.Td>
                    {badge.goal}
                    {badge.goal2 ? ` (${badge.goal2} a day)` : ''}
                  </Table.Td>
                  <Table.Td>{badge.hide_until_earned ? 'When earned' : 'Always'}</Table.Td>
                  <Table.Td>
                    {badge.source === 'default' ? (
                      <Badge variant="outline">Default</Badge>
                    ) : (
                      <Badge>{badge.default_badge_id ? 'Edited default' : 'This promotion'}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{badge.earned_count}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={paths['promotion.badges.edit'](promotionId, badge.id)}
                        aria-label={`Edit ${badge.name}`}
                      >
                        Edit
                      </Anchor>
                      {badge.category === 'custom' ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setAwarding(badge)}
                          aria-label={`Award ${badge.name}`}
                        >
                          Award
                        </Button>
                      ) : null}
                      {label ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setAsked(badge)}
                          aria-label={`${label} ${badge.name}`}
                        >
                          {label}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <AwardDialog badge={awarding} promotionId={promotionId} onClose={() => setAwarding(null)} />
      <ConfirmDialog
        opened={asked !== null}
        title={action === 'Delete' ? 'Delete badge?' : 'Reset badge?'}
        confirmLabel={action ?? 'Delete'}
        danger
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      >
        <Text>
          {action === 'Delete'
            ? `Delete ${asked?.name ?? ''}? Who earned it loses it.`
            : `Reset ${asked?.name ?? ''} to the default badge? Who earned it keeps it.`}
        </Text>
      </ConfirmDialog>
    </>
  );
}
