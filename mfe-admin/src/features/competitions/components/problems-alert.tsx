import { Alert, List } from '@mantine/core';

/** A failed save: the spec's title over the server's reasons. */
export function ProblemsAlert({ title, problems }: { title: string; problems: string[] | null }) {
  if (!problems) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {problems.length ? (
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
