import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { LoadingBlock } from '@wellness/shared-ui';
import { useGetWorkStylesQuery, useStartWorkMutation } from '../api/works-api';

/** No current work: the participant picks the style of the next painting (spec 1 s4). */
export function SelectCategory({ promotionId }: { promotionId: number }) {
  const styles = useGetWorkStylesQuery(promotionId);
  const [startWork, started] = useStartWorkMutation();
  return (
    <Card withBorder component="section" aria-labelledby="select-category-title">
      <Stack gap="sm">
        <Title order={2} id="select-category-title">
          Select Category
        </Title>
        <Text>
          Pick a style for your next painting. Each activity you log reveals one of its 20 segments.
        </Text>
        {styles.isLoading && <LoadingBlock />}
        {styles.data?.length === 0 && <Text>No painting styles are available yet.</Text>}
        <Group>
          {styles.data?.map((style) => (
            <Button
              key={style.id}
              variant="light"
              loading={started.isLoading && started.originalArgs === style.id}
              disabled={started.isLoading}
              onClick={() => void startWork(style.id)}
            >
              {style.name}
            </Button>
          ))}
        </Group>
        {(styles.isError || started.isError) && (
          <Alert color="red" role="alert">
            Could not save changes.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
