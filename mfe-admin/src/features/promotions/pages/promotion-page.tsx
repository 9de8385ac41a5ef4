import { useEffect } from 'react';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetPromotionQuery, useMakeParentMutation } from '../api/promotions-api';
import { rememberPromotion } from '../lib/recent-promotions';

/** Spec 3 s8: the promotion loader's and make-parent's messages. */
export const PROMOTION_NOT_LOADED = 'Promotion could not be loaded.';
export const MAKE_PARENT_FAILED = 'Could not make Promotion a Parent. Contact a Developer.';

/** The promotion's sub-screens that exist (the others join when they are built). */
const SUB_SCREENS: Array<[string, (id: number) => string]> = [
  ['Reports', paths['promotion.reports']],
  ['Users', paths['promotion.users']],
  ['Add user', (id) => paths['promotion.user'](id)],
  ['Coordinators', paths['promotion.coordinators']],
  ['Labels', paths['promotion.labels']],
  ['Participant video', paths['promotion.participant_video']],
  ['Competitions', paths['promotion.competitions']],
  ['Default behaviours', paths['promotion.competition_behaviors']],
  ['Levels', paths['promotion.levels']],
  ['Point thresholds', paths['promotion.point_thresholds']],
  ['Badges', paths['promotion.badges']],
  ['Tips', paths['promotion.tips']],
  ['Thrive', paths['promotion.thrive']],
  ['Image library', paths['promotion.image_library']],
  ['Frame library', paths['promotion.frame_library']],
  ['Profile photo library', paths['promotion.profile_photo_library']],
  ['Questionnaire', paths['promotion.emotional_fitness_survey']],
  ['End of programme', paths['promotion.eop']],
  ['One-time e-mail', paths['promotion.one_time_email.create']],
  ['E-mail queue', paths['promotion.one_time_email.queue']],
  ['Test e-mail', paths['promotion.test_email']],
];

/** /promotion/{promotionId}: the promotion and its sub-screens. No id: the product page. */
export function PromotionPage() {
  const raw = useParams().promotionId;
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isFetching, refetch } = useGetPromotionQuery(valid ? id : skipToken);
  const [makeParent, making] = useMakeParentMutation();

  useEffect(() => {
    if (data) rememberPromotion(data);
  }, [data]);

  // Spec 3 s2 "a promotion with no id redirects to the product page".
  if (!raw) return <Navigate to={paths.promotions} replace />;
  if (!valid || error) {
    return (
      <Stack p="md">
        <PageTitle>Promotion</PageTitle>
        <RetryPanel
          title={PROMOTION_NOT_LOADED}
          message={firstError(error, PROMOTION_NOT_LOADED)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Stack>
    );
  }
  if (!data) return <LoadingBlock label="Loading promotion" />;

  const parent = async () => {
    try {
      await makeParent(data.id).unwrap();
      notifications.show({ color: 'green', message: `${data.name} is now a parent promotion.` });
    } catch {
      notifications.show({ color: 'red', title: 'Promotion', message: MAKE_PARENT_FAILED });
    }
  };
  const rows: Array<[string, React.ReactNode]> = [
    [
      'Subdomain',
      <Anchor key="site" href={data.site_url}>
        {data.subdomain}
      </Anchor>,
    ],
    ['Organization', data.organization_name ?? '—'],
    ['Programme', data.program_name],
    ['Weeks', data.weeks],
    ['Starts', data.starts_on],
    ['Ends', data.ends_on],
    ['Launch', (data.launch_on as string | null) ?? '—'],
    [
      'Registration',
      `${(data.registration_starts_on as string | null) ?? '—'} to ${(data.registration_ends_on as string | null) ?? '—'}`,
    ],
    ['Default goal', data.default_goal],
    ['Disabled on', (data.disabled_on as string | null) ?? '—'],
  ];
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Group>
          <PageTitle>{data.name}</PageTitle>
          {data.is_parent ? <Badge variant="outline">Parent</Badge> : null}
          {data.is_launchpad ? <Badge variant="outline">Launchpad</Badge> : null}
          {data.disabled ? <Badge color="red">Disabled</Badge> : null}
        </Group>
        <Group>
          <Button component={Link} to={paths['promotion.edit'](data.id)}>
            Edit
          </Button>
          {!data.is_parent && !data.parent_promotion_id ? (
            <Button variant="default" loading={making.isLoading} onClick={() => void parent()}>
              Make parent
            </Button>
          ) : null}
        </Group>
      </Group>
      <Table maw={720} verticalSpacing="xs">
        <Table.Caption>Promotion settings</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <nav aria-labelledby="promotion-screens">
        <Title order={2} size="h4" id="promotion-screens" mb="xs">
          Set up
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {SUB_SCREENS.map(([label, path]) => (
            <Anchor key={label} component={Link} to={path(data.id)}>
              {label}
            </Anchor>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
