import { List, Text } from '@mantine/core';
import { useGetEligibilityFileQuery } from '../api/eligibility-api';
import type { EligibilityFile } from '../api/eligibility-api';

/** The bad rows of a file: line number and reason (the good rows were kept). */
export function FileErrors({ file }: { file: EligibilityFile }) {
  const { data } = useGetEligibilityFileQuery(file.id);
  if (!data || data.errors.length === 0) return null;
  return (
    <details>
      <summary>
        {file.rows_failed} {file.rows_failed === 1 ? 'row' : 'rows'} left out
      </summary>
      <List size="xs" aria-label={`Rows left out of ${file.filename}`}>
        {data.errors.map((error) => (
          <List.Item key={error.line}>
            Line {error.line}: {error.reason}
          </List.Item>
        ))}
      </List>
      {file.rows_failed > data.errors.length ? (
        <Text size="xs">and {file.rows_failed - data.errors.length} more</Text>
      ) : null}
    </details>
  );
}
