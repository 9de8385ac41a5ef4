import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';

export interface ActivitiesTutorialProps {
  pointLabelPlural: string;
  dismissing: boolean;
  onDismiss: () => void;
}

/** A first visit's guide to logging, until the participant says 'Got it'. */
export function ActivitiesTutorial({
  pointLabelPlural,
  dismissing,
  onDismiss,
}: ActivitiesTutorialProps) {
  return (
    <Card withBorder component="section" aria-labelledby="activities-tutorial-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="activities-tutorial-title">
          How to log your activities
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>
            <Text fw={600} span>
              Choose a day.
            </Text>{' '}
            Open this week&apos;s log and pick today or one of the days before it.
          </List.Item>
          <List.Item>
            <Text fw={600} span>
              Log an activity.
            </Text>{' '}
            Choose something healthy you did and tell us how it felt: Great, Really Good or Good.
            Each one earns {pointLabelPlural}.
          </List.Item>
          <List.Item>
            <Text fw={600} span>
              Answer quizzes.
            </Text>{' '}
            Some activities have a quiz question: answer it correctly for extra {pointLabelPlural}.
          </List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onDismiss} loading={dismissing}>
            Got it
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
