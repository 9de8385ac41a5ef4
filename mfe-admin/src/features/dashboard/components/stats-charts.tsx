import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import type { BarChartProps } from '@mantine/charts';
import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PromotionStats } from '../api/dashboard-api';
import { CHART_PALETTE, PIE_CHART_SIZE, paletteColor } from '../lib/chart-palette';
import { usePhone } from '../../../lib/screen';

/** A bar's row on a phone, where bars lie along the screen and every name stays readable. */
const PHONE_ROW_HEIGHT = 36;

/**
 * Bars stand up on a wide screen; on a phone they lie down with their names on the left axis,
 * each on its own row, so no label is dropped for lack of room.
 */
function barLayout(phone: boolean, rows: number): Partial<BarChartProps> {
  if (!phone) return { h: 300, orientation: 'horizontal', xAxisProps: { interval: 0 } };
  return {
    h: Math.max(160, rows * PHONE_ROW_HEIGHT + 40),
    orientation: 'vertical',
    yAxisProps: { width: 96, interval: 0 },
  };
}

/** A chart's text alternative: its title and every value, e.g. "Points by week: Week 1 310." */
const describe = (title: string, rows: Array<[string, number]>) =>
  `${title}: ${rows.map(([name, value]) => `${name} ${value}`).join(', ')}.`;

/** Activities by category (bars), points by week (bars) and participants by location (pie). */
export function StatsCharts({ stats }: { stats: PromotionStats }) {
  const phone = usePhone();
  const pie = stats.participants_by_location.map((row, index) => ({
    name: row.name,
    value: row.count,
    color: paletteColor(index),
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Activities Logged by Category
        </Title>
        <BarChart
          {...barLayout(phone, stats.activities_by_category.length)}
          data={stats.activities_by_category}
          dataKey="name"
          series={[{ name: 'count', label: 'Activities', color: CHART_PALETTE[0] }]}
          role="img"
          aria-label={describe(
            'Activities logged by category',
            stats.activities_by_category.map((row) => [row.name, row.count]),
          )}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Participants by Location
        </Title>
        <PieChart
          data={pie}
          h={PIE_CHART_SIZE.height}
          w={PIE_CHART_SIZE.width}
          maw="100%"
          withLabelsLine
          withLabels
          labelsType="value"
          withTooltip
          role="img"
          aria-label={describe(
            'Participants by location',
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
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Points by Week
        </Title>
        <BarChart
          {...barLayout(phone, stats.points_by_week.length)}
          data={stats.points_by_week.map((row) => ({
            week: `Week ${row.week}`,
            points: row.points,
          }))}
          dataKey="week"
          series={[{ name: 'points', label: 'Points', color: CHART_PALETTE[1] }]}
          role="img"
          aria-label={describe(
            'Points by week',
            stats.points_by_week.map((row) => [`Week ${row.week}`, row.points]),
          )}
        />
      </Paper>
    </SimpleGrid>
  );
}
