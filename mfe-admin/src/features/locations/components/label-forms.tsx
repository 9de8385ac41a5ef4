import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, List, Stack, TextInput } from '@mantine/core';
import { useSaveLabelsMutation } from '../api/locations-api';
import type { LabelsBody, PromotionLabels } from '../api/locations-api';
import { errorsOf } from '../lib/messages';
import { MAX_DEPTH } from '../lib/tree';

export const LABELS_SAVED = 'Labels saved.';

function useSave() {
  const [save, state] = useSaveLabelsMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; messages: string[] } | null>(null);
  const submit = async (body: LabelsBody) => {
    try {
      await save(body).unwrap();
      setOutcome({ ok: true, messages: [LABELS_SAVED] });
    } catch (error) {
      setOutcome({ ok: false, messages: errorsOf(error) });
    }
  };
  const shown = outcome ? (
    <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      <List size="sm">
        {outcome.messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  ) : null;
  return { submit, saving: state.isLoading, shown };
}

/** The name of each level of the tree (Level 1 is the top), saved as `location_labels`. */
export function LocationLabelsForm({ labels }: { labels: PromotionLabels }) {
  const [values, setValues] = useState(() =>
    Array.from({ length: MAX_DEPTH }, (_, level) => labels.location_labels[level] ?? ''),
  );
  const { submit, saving, shown } = useSave();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const used = values.map((value) => value.trim()).filter(Boolean);
    void submit({ id: labels.id, location_labels: used.join(',') });
  };
  return (
    <form onSubmit={onSubmit}>
      <Stack maw={420}>
        {values.map((value, level) => (
          <TextInput
            key={level}
            label={`Level ${level + 1} label`}
            value={value}
            maxLength={64}
            onChange={(event) => {
              const next = [...values];
              next[level] = event.currentTarget.value.replace(/,/g, '');
              setValues(next);
            }}
          />
        ))}
        {shown}
        <Button type="submit" loading={saving} w="fit-content">
          Save location labels
        </Button>
      </Stack>
    </form>
  );
}

/** The logging-labels mode: the words for points that participants see while logging. */
export function LoggingLabelsForm({ labels }: { labels: PromotionLabels }) {
  const [singular, setSingular] = useState(labels.point_label);
  const [plural, setPlural] = useState(labels.point_label_plural);
  const { submit, saving, shown } = useSave();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ id: labels.id, point_label: singular, point_label_plural: plural });
  };
  return (
    <form onSubmit={onSubmit}>
      <Stack maw={420}>
        <TextInput
          label="Point label"
          value={singular}
          maxLength={64}
          onChange={(event) => setSingular(event.currentTarget.value)}
        />
        <TextInput
          label="Point label (plural)"
          value={plural}
          maxLength={64}
          onChange={(event) => setPlural(event.currentTarget.value)}
        />
        {shown}
        <Button type="submit" loading={saving} w="fit-content">
          Save logging labels
        </Button>
      </Stack>
    </form>
  );
}
