import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

export interface SettingsTabsProps {
  /**
   * Master sees Account & Role, and the personal tab is then called User Settings; everyone
   * else sees Edit Goal (spec 3 s2 "Settings").
   */
  master: boolean;
}

/** The settings tabs as links that keep the `?userId&promotionId` query (spec 3 "Settings"). */
export function SettingsTabs({ master }: SettingsTabsProps) {
  const { pathname, search } = useLocation();
  const tabs = [
    {
      path: paths['settings.profile'],
      label: master ? 'User Settings' : 'Edit Personal Settings',
    },
    { path: paths['settings.email'], label: 'Edit Preferences' },
    { path: paths['settings.devices'], label: 'Devices' },
    ...(master ? [] : [{ path: paths['settings.goal'], label: 'Edit Goal' }]),
    ...(master ? [{ path: paths['settings.dashboard'], label: 'Account & Role' }] : []),
  ];
  return (
    <nav aria-label="Settings">
      <Group gap="xs" mb="lg" wrap="wrap">
        {tabs.map((tab) => {
          const current = pathname === tab.path;
          return (
            <Button
              key={tab.path}
              component={NavLink}
              to={{ pathname: tab.path, search }}
              variant={current ? 'filled' : 'light'}
              aria-current={current ? 'page' : undefined}
            >
              {tab.label}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
