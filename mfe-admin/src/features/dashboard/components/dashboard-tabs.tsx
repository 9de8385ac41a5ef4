import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { TAB_LABELS, tabPath } from '../lib/tab-visibility';
import type { DashboardTab } from '../lib/tab-visibility';

export interface DashboardTabsProps {
  tabs: DashboardTab[];
  current: DashboardTab | null;
  promotionId: number;
}

/** The dashboard's tabs as links: each tab has its own address (spec 3 section 2). */
export function DashboardTabs({ tabs, current, promotionId }: DashboardTabsProps) {
  return (
    <nav aria-label="Dashboard">
      <Group gap="xs" mb="lg" wrap="wrap">
        {tabs.map((tab) => (
          <Button
            key={tab}
            component={NavLink}
            to={tabPath(tab, promotionId)}
            variant={tab === current ? 'filled' : 'light'}
            aria-current={tab === current ? 'page' : undefined}
          >
            {TAB_LABELS[tab]}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
