import { Stack } from '@mantine/core';
import { PageTitle, RouteTabs } from '@wellness/shared-ui';
import type { RouteTab } from '@wellness/shared-ui';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type TipsTab = 'today' | 'all';

const TABS: RouteTab<TipsTab>[] = [
  { value: 'today', label: "Today's Tip", to: paths['go.u.tips.today'] },
  { value: 'all', label: 'All Tips', to: paths['go.u.tips.all'] },
];

/** The tabbed frame of the tips area (spec 2 s2 "Tips"). */
export function TipsFrame({ active, children }: { active: TipsTab | null; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <PageTitle>Tips</PageTitle>
      <RouteTabs label="Tips" tabs={TABS} active={active} />
      {children}
    </Stack>
  );
}
