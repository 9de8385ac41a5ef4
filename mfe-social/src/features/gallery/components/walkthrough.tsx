import { Button, Group, Image, Modal, Text } from '@mantine/core';
import { ContentView, useContent, useSetUserFlagMutation } from '@wellness/shared-ui';
import { useState } from 'react';

export interface WalkthroughProps {
  /** The content category is `{type}_walkthrough` (spec 2 s2). */
  type: string;
  /** The user flag the last page's Complete sets to true. */
  completionFlag: string;
  onDone: () => void;
}

/**
 * Onboarding pages (spec 2 s4 "Walkthrough"): the current page moves between 0 and the last;
 * the first offers Continue, the middle ones Back and Next, the last Back and Complete, which
 * sets the completion flag. Each page shows its image2 and its text.
 */
export function Walkthrough({ type, completionFlag, onDone }: WalkthroughProps) {
  const { items } = useContent(`${type}_walkthrough`);
  const [page, setPage] = useState(0);
  const [setFlag, { isLoading }] = useSetUserFlagMutation();
  const item = items[page];
  if (!item) return null;
  const last = items.length - 1;
  const complete = async () => {
    await setFlag({ flag: completionFlag, value: true })
      .unwrap()
      .catch(() => undefined);
    onDone();
  };
  return (
    <Modal opened onClose={onDone} title={item.title} centered size="lg">
      {item.image2 && <Image src={item.image2} alt="" radius="sm" mb="md" />}
      <ContentView item={item} titleOrder={false} />
      <Group justify="space-between" mt="lg">
        <Text size="sm" c="dimmed">
          Page {page + 1} of {items.length}
        </Text>
        <Group gap="xs">
          {page > 0 && (
            <Button variant="default" onClick={() => setPage(page - 1)}>
              Back
            </Button>
          )}
          {page === 0 && last > 0 && <Button onClick={() => setPage(1)}>Continue</Button>}
          {page > 0 && page < last && <Button onClick={() => setPage(page + 1)}>Next</Button>}
          {page === last && (
            <Button loading={isLoading} onClick={() => void complete()}>
              Complete
            </Button>
          )}
        </Group>
      </Group>
    </Modal>
  );
}
