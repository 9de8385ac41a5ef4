import { useState } from 'react';
import { Button, Paper, Stack } from '@mantine/core';
import { KeywordsTable } from '../../../components/keywords/keywords-table';

/**
 * The promotion's keywords in the content editor, read when the editor asks for them (the
 * table is shared with the user keywords screen).
 */
export function KeywordsPanel({ promotionId }: { promotionId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" mt="lg">
      <Stack gap="sm">
        <Button
          variant="default"
          w="fit-content"
          aria-expanded={open}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Hide keywords' : 'Show keywords'}
        </Button>
        {open ? <KeywordsTable of={{ type: 'promotions', id: promotionId }} /> : null}
      </Stack>
    </Paper>
  );
}
