import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface RouteTab<V extends string = string> {
  value: V;
  label: string;
  /** The address the tab opens: each tab of a tabbed frame is its own route. */
  to: string;
}

export interface RouteTabsProps<V extends string> {
  /** Names the tab list for assistive technology, e.g. "Wall filters". */
  label: string;
  tabs: ReadonlyArray<RouteTab<V>>;
  /** The tab of the current route; null when the route is none of them. */
  active: V | null;
}

/** The tabs of a tabbed frame (wall, tips …): choosing a tab navigates to its route. */
export function RouteTabs<V extends string>({ label, tabs, active }: RouteTabsProps<V>) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = tabs.find((candidate) => candidate.value === value);
        if (tab) void navigate(tab.to);
      }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
