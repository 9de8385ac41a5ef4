import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import type { ContentItem } from '@wellness/shared-ui';
import { useAddContentMutation } from '../api/content-editor-api';
import type { EopLocation } from '../api/eop-admin-api';
import { ContentError } from './content-error';

export interface EopLocationAddProps {
  promotionId: number;
  locations: EopLocation[];
  items: ContentItem[];
  onAdded: (item: ContentItem, location: EopLocation) => void;
}

export const locationKey = (id: number) => `location_${id}`;

/**
 * Gives a location its own end-of-programme message: an `eop` item keyed `location_{id}`
 * (services/admin README "End of programme by location"); the editor below then edits it.
 */
export function EopLocationAdd({ promotionId, locations, items, onAdded }: EopLocationAddProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [add, adding] = useAddContentMutation();
  const keys = new Set(items.map((item) => item.key));
  const free = locations.filter((location) => !keys.has(locationKey(location.id)));
  const group = items[0]?.group ?? 'End of programme';
  if (locations.length === 0) return null;

  const submit = async () => {
    const location = free.find((candidate) => String(candidate.id) === chosen);
    if (!location) return;
    const item = await add({
      promotionId,
      category: 'eop',
      body: {
        category: 'eop',
        add: 'key',
        group,
        key: locationKey(location.id),
        title: `Thank you, ${location.name}`,
        content: 'The programme has ended.',
      },
    })
      .unwrap()
      .catch(() => null);
    if (item) {
      setChosen(null);
      onAdded(item, location);
    }
  };

  return (
    <>
      <Group align="flex-end">
        <Select
          label="Give a location its own message"
          placeholder={free.length ? 'Choose a location' : 'Every location has its own message'}
          data={free.map((location) => ({ value: String(location.id), label: location.name }))}
          value={chosen}
          onChange={setChosen}
          disabled={free.length === 0}
        />
        <Button onClick={() => void submit()} disabled={!chosen} loading={adding.isLoading}>
          Add location message
        </Button>
      </Group>
      {adding.error ? (
        <ContentError title="Could not save Content" error={adding.error} onClose={adding.reset} />
      ) : null}
    </>
  );
}
