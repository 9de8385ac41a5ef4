import { Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { PageTitle, RouteTabs } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';

const TABS = [
  { value: 'why', label: 'Why', to: paths['learn.why'] },
  { value: 'resources', label: 'Resources', to: paths['learn.resources'] },
] as const;

/** The learn area (spec 1 s2): /why-systain and /resources under one tabbed frame. */
export function LearnFrame() {
  const { pathname } = useLocation();
  const active = TABS.find((tab) => tab.to === pathname)?.value ?? null;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>Learn</PageTitle>
      <RouteTabs label="Learn" tabs={TABS} active={active} />
      <Outlet />
    </Stack>
  );
}
