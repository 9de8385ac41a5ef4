import { Anchor, Badge, Button, Group, Stack, Table } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState, LoadingBlock, PageTitle, RetryPanel, TableScroll } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetCompetitionsQuery } from '../api/competitions-api';
import type { Competition } from '../api/competitions-api';
import { COMPETITIONS_NOT_FOUND, SCORING_RULES, positive, shownDay } from '../lib/messages';

const phase = (competition: Competition) => {
  if (competition.during_competition) return 'Running';
  if (competition.after_competition) return 'Over';
  return competition.during_enrollment ? 'Enrollment open' : 'Upcoming';
};

/** /promotion/{promotionId}/competitions: the promotion's competitions. */
export function CompetitionsPage() {
  const promotionId = positive(useParams().promotionId);
  const { data, isLoading, isFetching, refetch } = useGetCompetitionsQuery(promotionId ?? 0, {
    skip: !promotionId,
  });

  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle>Competitions</PageTitle>
        {promotionId ? (
          <Group>
            <Button variant="default" component={Link} to={paths['promotion.levels'](promotionId)}>
              Levels
            </Button>
            <Button
              variant="default"
              component={Link}
              to={paths['promotion.point_thresholds'](promotionId)}
            >
              Point thresholds
            </Button>
            <Button
              variant="default"
              component={Link}
              to={paths['promotion.competition_behaviors'](promotionId)}
            >
              Default behaviors
            </Button>
            <Button component={Link} to={paths['promotion.competition.new'](promotionId)}>
              New competition
            </Button>
          </Group>
        ) : null}
      </Group>
      {isLoading ? <LoadingBlock label="Loading competitions" /> : null}
      {!promotionId || (!isLoading && !data) ? (
        <RetryPanel
          title="Competitions"
          message={COMPETITIONS_NOT_FOUND}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && promotionId && data.data.length === 0 ? (
        <EmptyState title="No competitions yet." />
      ) : null}
      {data && promotionId && data.data.length ? (
        <TableScroll label="Competitions" minWidth={760}>
          <Table striped aria-label="Competitions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Competition</Table.Th>
                <Table.Th>Enrollment</Table.Th>
                <Table.Th>Team size</Table.Th>
                <Table.Th>Scoring</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((competition) => (
                <Table.Tr key={competition.id}>
                  <Table.Td>
                    {shownDay(competition.competition_starts_on)} to{' '}
                    {shownDay(competition.competition_ends_on)}
                  </Table.Td>
                  <Table.Td>
                    {shownDay(competition.enrollment_starts_on)} to{' '}
                    {shownDay(competition.enrollment_ends_on)}
                  </Table.Td>
                  <Table.Td>
                    {competition.team_size_min}–{competition.team_size_max}
                  </Table.Td>
                  <Table.Td>
                    {SCORING_RULES.find((rule) => rule.value === competition.scoring_rule)?.label}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="dark">
                      {phase(competition)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm">
                      <Anchor
                        component={Link}
                        to={paths['promotion.competition.edit'](promotionId, competition.id)}
                      >
                        Edit
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={paths['promotion.competition.behaviors'](promotionId, competition.id)}
                      >
                        Behaviors
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
