import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { firstError } from '@wellness/shared-ui';
import { exportUrls, useListExportLocationsQuery } from '../api/exports-api';
import { ExportDownload } from './export-download';

/** Not spec messages (the spec quotes none for the exports): services/admin README "Works zip". */
export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';
export const LOCATIONS_FAILED = 'The locations could not be loaded.';

/**
 * The dashboard's exports (spec 3 s7 "Exports"): the entries and stats CSVs of the promotion,
 * and the finished works of each location as one zip (plus the participants without one).
 */
export function ExportsPanel({ promotionId }: { promotionId: number }) {
  const { data: locations, error } = useListExportLocationsQuery(promotionId);
  return (
    <Card withBorder component="section" aria-labelledby="exports-title" mt="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id="exports-title">
          Exports
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ExportDownload
            label="Download entries (CSV)"
            url={exportUrls.entries(promotionId)}
            kind="csv"
            fallbackName="entries.csv"
            failure={EXPORT_FAILED}
          />
          <ExportDownload
            label="Download stats (CSV)"
            url={exportUrls.stats(promotionId)}
            kind="csv"
            fallbackName="stats.csv"
            failure={EXPORT_FAILED}
          />
        </SimpleGrid>
        <Title order={3} size="h4">
          Finished works by location
        </Title>
        <Text size="sm" c="dimmed">
          Each zip holds every finished work of the location&apos;s participants at full size, in a
          folder per office.
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {firstError(error, LOCATIONS_FAILED)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[...(locations ?? []), { id: 0, name: 'No Location', level: 1 }].map((location) => (
            <ExportDownload
              key={location.id}
              label={`Download works: ${location.name}`}
              url={exportUrls.works(promotionId, location.id)}
              kind="zip"
              fallbackName="Sustain.zip"
              failure={EXPORT_FAILED}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
