import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ContentItem } from '@wellness/shared-ui';
import { useAddContentMutation } from '../api/content-editor-api';
import { useDelayedFlag } from '@wellness/shared-ui';
import { checkNewKey, GROUP_EXISTS, normalizeKey } from '../lib/keys';
import { ContentError } from './content-error';

export interface AddContentDialogProps {
  mode: 'key' | 'group';
  promotionId: number;
  category: string;
  items: ContentItem[];
  onAdded: (item: ContentItem) => void;
  onClose: () => void;
}

/** Add key (into a group) or Add group: spec 3 section 5's key rules and messages. */
export function AddContentDialog({
  mode,
  promotionId,
  category,
  items,
  onAdded,
  onClose,
}: AddContentDialogProps) {
  const groups = [...new Set(items.map((item) => item.group))];
  const [group, setGroup] = useState(mode === 'key' ? (groups[0] ?? '') : '');
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { isLoading, error, reset }] = useAddContentMutation();
  const saving = useDelayedFlag(isLoading);
  const preview = normalizeKey(key.trim() ? key : group);

  const submit = async () => {
    if (!group.trim()) return setProblem('Group is required');
    const check = checkNewKey(items, { mode, group, key });
    setProblem(check.error);
    if (check.error) return;
    const added = await add({
      promotionId,
      category,
      body: { category, add: mode, group: group.trim(), key: check.key },
    })
      .unwrap()
      .catch(() => null);
    if (added) onAdded(added);
  };

  const groupProblem = problem === GROUP_EXISTS || problem === 'Group is required' ? problem : null;
  const keyProblem = problem && !groupProblem ? problem : null;
  return (
    <Modal opened onClose={onClose} title={mode === 'key' ? 'Add key' : 'Add group'}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {mode === 'key' && groups.length > 0 ? (
            <Select
              label="Group"
              data={groups}
              value={group}
              allowDeselect={false}
              onChange={(value) => setGroup(value ?? '')}
            />
          ) : (
            <TextInput
              label="Group"
              value={group}
              error={groupProblem}
              onChange={(event) => setGroup(event.currentTarget.value)}
            />
          )}
          <TextInput
            label="Key"
            description="Spaces become underscores and letters lower case; empty uses the group."
            value={key}
            error={keyProblem}
            onChange={(event) => setKey(event.currentTarget.value)}
          />
          {preview && <Text size="sm">Key to create: {preview}</Text>}
          {error ? (
            <ContentError title="Could not save Content" error={error} onClose={reset} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={isLoading}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
