import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '@wellness/shared-ui';
import type { UserStats } from '../api/evaluations-api';
import { CHART_PALETTE, PIE_CHART_SIZE } from '../lib/messages';

/** A chart's text alternative: its title and every value. */
const describe = (title: string, rows: Array<[string, number]>) =>
  `${title}: ${rows.map(([name, value]) => `${name} ${value}`).join(', ') || 'nothing yet'}.`;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The first and the latest questionnaire, answer by answer (1-5), when there are two. */
function SurveyComparison({ surveys }: { surveys: UserStats['surveys'] }) {
  if (surveys.length < 2) {
    return (
      <Text size="sm">
        Answer the questionnaire again near the end of the programme to compare with how you
        started.
      </Text>
    );
  }
  const first = surveys[0];
  const latest = surveys[surveys.length - 1];
  return (
    <TableScroll label="Questionnaire answers" minWidth={420}>
      <Table aria-label="Questionnaire answers, first and latest (1 to 5)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Question</Table.Th>
            <Table.Th>First</Table.Th>
            <Table.Th>Latest</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {first.answers.map((answer) => (
            <Table.Tr key={answer.name}>
              <Table.Td>{answer.question}</Table.Td>
              <Table.Td>{answer.value ?? '–'}</Table.Td>
              <Table.Td>
                {latest.answers.find((other) => other.name === answer.name)?.value ?? '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** My Stats' charts: points and days by week, how activities felt, activities by category. */
export function MyStatsCharts({ stats }: { stats: UserStats }) {
  const weeks = stats.weeks.map((row) => ({ ...row, week: `Week ${row.week}` }));
  const pie = stats.feels
    .filter((slice) => slice.count > 0)
    .map((slice, index) => ({
      name: slice.label,
      value: slice.count,
      color: CHART_PALETTE[index],
    }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard title="Points by Week">
        <BarChart
          h={260}
          data={weeks}
          dataKey="week"
          series={[{ name: 'points', label: 'Points', color: CHART_PALETTE[0] }]}
          role="img"
          aria-label={describe(
            'Points by week',
            weeks.map((row) => [row.week, row.points]),
          )}
        />
      </ChartCard>
      <ChartCard title="Days Logged by Week">
        <BarChart
          h={260}
          data={weeks}
          dataKey="week"
          series={[{ name: 'days_logged', label: 'Days logged', color: CHART_PALETTE[1] }]}
          role="img"
          aria-label={describe(
            'Days logged by week',
            weeks.map((row) => [row.week, row.days_logged]),
          )}
        />
      </ChartCard>
      <ChartCard title="How Activities Felt">
        {pie.length ? (
          <>
            <PieChart
              data={pie}
              h={PIE_CHART_SIZE.height}
              w={PIE_CHART_SIZE.width}
              maw="100%"
              withLabels
              labelsType="value"
              role="img"
              aria-label={describe(
                'How activities felt',
                pie.map((slice) => [slice.name, slice.value]),
              )}
            />
            <Stack gap={4} mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
              {pie.map((slice) => (
                <Group key={slice.name} gap="xs" component="li">
                  <ColorSwatch
                    color={`var(--mantine-color-${slice.color.replace('.', '-')})`}
                    size={12}
                  />
                  <Text size="sm">
                    {slice.name}: {slice.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          </>
        ) : (
          <Text size="sm">Log an activity and say how it felt to see your mood here.</Text>
        )}
      </ChartCard>
      <ChartCard title="Activities by Category">
        <BarChart
          h={260}
          data={stats.categories}
          dataKey="name"
          series={[{ name: 'activities', label: 'Activities', color: CHART_PALETTE[2] }]}
          role="img"
          aria-label={describe(
            'Activities by category',
            stats.categories.map((row) => [row.name, row.activities]),
          )}
        />
      </ChartCard>
      <ChartCard title="Questionnaire">
        <SurveyComparison surveys={stats.surveys} />
      </ChartCard>
    </SimpleGrid>
  );
}
