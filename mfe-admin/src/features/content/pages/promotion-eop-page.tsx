import { useState } from 'react';
import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useParams } from 'react-router';
import {
  ContentView,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
  useGetContentQuery,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetContentCategoriesQuery } from '../api/content-editor-api';
import { useGetEopLocationsQuery, useGetEopPreviewQuery } from '../api/eop-admin-api';
import { ContentEditor } from '../components/content-editor';
import { EopLocationAdd, locationKey } from '../components/eop-location-add';

/** Spec 3 s8: what the participants' page says when the content cannot be read. */
export const EOP_NOT_LOADED = 'Could not get EOP data.';
const WHOLE_PROMOTION = 'promotion';

/**
 * /promotion/{promotionId}/eop (spec 3 s2): the end-of-programme page. The promotion's message
 * (the default's until edited), a message per location, and a preview of what a participant
 * of each location sees (GET /promotions/{id}/eop?location_id).
 */
export function PromotionEopPage() {
  const promotionId = Number(useParams().promotionId) || 0;
  const categories = useGetContentCategoriesQuery();
  const locations = useGetEopLocationsQuery(promotionId, { skip: !promotionId });
  const items = useGetContentQuery(
    { promotionId, category: 'eop', hidden: true },
    { skip: !promotionId },
  );
  const [previewFor, setPreviewFor] = useState(WHOLE_PROMOTION);
  const locationId = previewFor === WHOLE_PROMOTION ? null : Number(previewFor);
  const preview = useGetEopPreviewQuery({ promotionId, locationId }, { skip: !promotionId });
  const entry = categories.data?.find((candidate) => candidate.category === 'eop');
  const failure = categories.error ?? locations.error ?? items.error;

  if (!promotionId || failure) {
    return (
      <Stack p="md">
        <PageTitle>End of programme</PageTitle>
        <RetryPanel
          title={EOP_NOT_LOADED}
          message={firstError(failure, EOP_NOT_LOADED)}
          onRetry={() => void Promise.all([categories.refetch(), locations.refetch()])}
        />
      </Stack>
    );
  }
  if (!entry || !locations.data || !items.data) {
    return <LoadingBlock label="Loading the end-of-programme page" />;
  }
  const named = locations.data.filter((location) =>
    items.data!.some((item) => item.key === locationKey(location.id)),
  );
  const shownFrom = preview.data?.meta.location_id;
  const source =
    shownFrom === undefined
      ? ''
      : shownFrom === null
        ? 'the promotion’s message'
        : `the message of ${locations.data.find((l) => l.id === shownFrom)?.name ?? 'a location'}`;

  return (
    <Stack p="md" gap="lg">
      <PageTitle>End of programme</PageTitle>
      <Text c="dimmed" maw={680}>
        What participants read at /eop once the programme ends. A participant sees their location’s
        message, else their region’s, else the promotion’s.
      </Text>
      <Group>
        <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
          Back to the promotion
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <EopLocationAdd
            promotionId={promotionId}
            locations={locations.data}
            items={items.data}
            onAdded={(_item, location) => {
              notifications.show({
                color: 'green',
                message: `${location.name} has its own message (${locationKey(location.id)}): edit it below.`,
              });
              setPreviewFor(String(location.id));
            }}
          />
          {named.length > 0 ? (
            <Text size="sm">
              Location messages: {named.map((l) => `${locationKey(l.id)} is ${l.name}`).join('; ')}.
            </Text>
          ) : null}
          <ContentEditor promotionId={promotionId} category={entry} variant="edit" />
        </Stack>
        <Paper withBorder p="md" component="section" aria-labelledby="eop-preview">
          <Title order={2} size="h4" id="eop-preview" mb="sm">
            Preview
          </Title>
          <Select
            label="Preview as a participant of"
            allowDeselect={false}
            value={previewFor}
            onChange={(value) => setPreviewFor(value ?? WHOLE_PROMOTION)}
            data={[
              { value: WHOLE_PROMOTION, label: 'No location' },
              ...locations.data.map((l) => ({ value: String(l.id), label: l.name })),
            ]}
            mb="md"
          />
          {preview.error ? (
            <Text c="red">{firstError(preview.error, EOP_NOT_LOADED)}</Text>
          ) : !preview.data ? (
            <LoadingBlock label="Loading the preview" />
          ) : preview.data.data ? (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                Shown from {source}.
              </Text>
              <ContentView item={preview.data.data} titleOrder={3} />
            </Stack>
          ) : (
            <Text c="dimmed">
              No message: participants see “The programme has ended. Thank you for taking part —
              your points and badges stay here.”
            </Text>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
