import { useState } from 'react';
import { Alert, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { LoadingBlock, TableScroll } from '@wellness/shared-ui';
import { useGetPromotionKeywordsQuery } from '../api/content-editor-api';

/** Spec 3 s8 loader message. */
export const KEYWORDS_NOT_FOUND = 'Keywords could not be found';

/**
 * The promotion's keywords (spec 3 s3 "Keyword: listed for a promotion or a user"): the words
 * content may carry in braces, with what each stands for. Read when the editor asks for them.
 */
export function KeywordsPanel({ promotionId }: { promotionId: number }) {
  const [open, setOpen] = useState(false);
  const keywords = useGetPromotionKeywordsQuery(promotionId, { skip: !open });
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
        {open && keywords.isLoading ? <LoadingBlock label="Loading keywords" /> : null}
        {open && keywords.isError ? (
          <Alert color="red" variant="light" role="alert">
            {KEYWORDS_NOT_FOUND}
          </Alert>
        ) : null}
        {open && keywords.data ? (
          <>
            <Text size="sm">Write a keyword in braces and the text shows its value.</Text>
            <TableScroll label="Keywords" minWidth={360}>
              <Table aria-label="Keywords">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Keyword</Table.Th>
                    <Table.Th>Value</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {keywords.data.map((row) => (
                    <Table.Tr key={row.keyword}>
                      <Table.Td>
                        <Text component="span" ff="monospace" size="sm">
                          {`{${row.keyword}}`}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
