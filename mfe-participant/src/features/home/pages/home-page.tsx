import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { ContentBlock, isPoster, LoadingBlock, PageTitle, useContent } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import dayjs from 'dayjs';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AddToCalendar } from '../../../components/add-to-calendar/add-to-calendar';
import { ProgramGate } from '../../../components/program-gate';
import { activitiesWeekPath, activityAdminPath, paths } from '../../../config/paths';
import { programDay } from '../../../lib/program-day';
import { hasWorks, isStaff } from '../../../lib/roles';
import { ActivitiesTutorial } from '../components/activities-tutorial';
import { FirstVisit } from '../components/first-visit';
import { WorksSection } from '../components/works-section';
import { useGetCompletedWorksQuery, useGetCurrentWorkQuery } from '../api/works-api';
import { useActivitiesTutorial } from '../hooks/use-activities-tutorial';

/**
 * go.u.home: greeting, the participant's total, their painting (works) and the way into this
 * week's log. `?dt=YYYY-MM-DD` sets the page's current date (spec 1 s2).
 */
export function HomePage() {
  return (
    <ProgramGate message="Could not load your home page.">
      {({ me, promotion }) =>
        isPoster(me.role) ? (
          <Navigate to={paths['go.u.wallexpert.posts']} replace />
        ) : (
          <Home me={me} promotion={promotion} />
        )
      }
    </ProgramGate>
  );
}

function Home({ me, promotion }: { me: User; promotion: Promotion }) {
  const tutorial = useActivitiesTutorial(me);
  const [params] = useSearchParams();
  const day = programDay(promotion, params.get('dt'));
  const week = Math.max(1, Math.min(day.week, promotion.weeks));
  // The page shows in one go once its welcome text and the painting have answered (the same
  // requests as the blocks' own): a block arriving late would push the rest down.
  const content = useContent('home', 'welcome');
  const skipWorks = { skip: !hasWorks(me.role) };
  const current = useGetCurrentWorkQuery(undefined, skipWorks);
  const completed = useGetCompletedWorksQuery(undefined, skipWorks);
  const title = <PageTitle>{`Hello, ${me.profile.first_name}`}</PageTitle>;
  if (content.isLoading || current.isLoading || completed.isLoading) {
    return (
      <Stack gap="md">
        {title}
        <LoadingBlock label="Loading your home page" />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {title}
      {hasWorks(me.role) && <FirstVisit me={me} hasStarted={day.hasStarted} />}
      {tutorial.show && (
        <ActivitiesTutorial
          pointLabelPlural={promotion.point_label_plural}
          dismissing={tutorial.isDismissing}
          onDismiss={() => void tutorial.dismiss()}
        />
      )}
      {/* The promotion's own welcome, else the default one (content editor: home / welcome). */}
      <ContentBlock category="home" contentKey="welcome" titleOrder={2} />
      <Card withBorder>
        <Stack gap="xs">
          <Text size="xl" fw={700}>
            {me.total_points} {promotion.point_label_plural}
          </Text>
          {day.hasStarted ? (
            <Text>
              {promotion.program_name}: week {week} of {promotion.weeks}
            </Text>
          ) : (
            <Text>
              {promotion.program_name} starts on {dayjs(promotion.starts_on).format('dddd, MMMM D')}
              .
            </Text>
          )}
        </Stack>
      </Card>
      <WorksSection role={me.role} promotionId={promotion.id} loggingEnded={day.loggingEnded} />
      <Group>
        {day.hasStarted && (
          <Button component={Link} to={activitiesWeekPath(week)}>
            Log activities
          </Button>
        )}
        <AddToCalendar promotion={promotion} />
        {isStaff(me.role) && (
          <Button component={Link} to={activityAdminPath()} variant="default">
            Manage activities
          </Button>
        )}
      </Group>
    </Stack>
  );
}
