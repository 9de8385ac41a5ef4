import { Anchor, Stack, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { LoadingBlock, PageTitle, RetryPanel } from '@wellness/shared-ui';
import { useGetLabelsQuery } from '../api/locations-api';
import { LocationLabelsForm, LoggingLabelsForm } from '../components/label-forms';
import { useLocationsPromotionId } from '../lib/use-locations-promotion';

/**
 * /locations/settings: the label settings (spec 1 routes table). Two modes: the location
 * labels (one per level) and, with `?mode=logging`, the logging labels (the point label,
 * singular and plural) — spec 1 "Save promotion labels: id plus location_labels, or
 * point_label and point_label_plural".
 */
export function LocationsSettingsPage() {
  const promotionId = useLocationsPromotionId();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'logging' ? 'logging' : 'locations';
  const { data: labels, isError, refetch } = useGetLabelsQuery(promotionId ?? skipToken);
  return (
    <Stack p="md">
      <PageTitle
        actions={
          <Anchor component={Link} to="/locations/view">
            Location tree
          </Anchor>
        }
      >
        Location Settings
      </PageTitle>
      <Tabs
        value={mode}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'logging') next.set('mode', 'logging');
          else next.delete('mode');
          setParams(next, { replace: true });
        }}
      >
        <Tabs.List aria-label="Label settings">
          <Tabs.Tab value="locations">Location labels</Tabs.Tab>
          <Tabs.Tab value="logging">Logging labels</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="locations" pt="md">
          {labels ? (
            <LocationLabelsForm key={labels.location_labels.join()} labels={labels} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="logging" pt="md">
          {labels ? <LoggingLabelsForm key={labels.point_label} labels={labels} /> : null}
        </Tabs.Panel>
      </Tabs>
      {isError ? <RetryPanel onRetry={() => void refetch()} /> : null}
      {!labels && !isError ? <LoadingBlock /> : null}
    </Stack>
  );
}
