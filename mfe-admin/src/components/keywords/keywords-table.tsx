import { Alert, Table, Text } from '@mantine/core';
import { LoadingBlock, TableScroll } from '@wellness/shared-ui';
import { useGetKeywordsQuery } from './keywords-api';
import type { KeywordsOf } from './keywords-api';

/** Spec 3 s8 loader message. */
export const KEYWORDS_NOT_FOUND = 'Keywords could not be found';

/**
 * A promotion's or a user's keywords (spec 3 s3 "Keyword: listed for a promotion or a user"):
 * the words content and e-mails may carry in braces, with what each stands for.
 */
export function KeywordsTable({ of }: { of: KeywordsOf }) {
  const keywords = useGetKeywordsQuery(of);
  if (keywords.isLoading) return <LoadingBlock label="Loading keywords" />;
  if (keywords.isError || !keywords.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {KEYWORDS_NOT_FOUND}
      </Alert>
    );
  }
  return (
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
  );
}
