import { Stack } from '@mantine/core';
import { PageTitle, RouteTabs } from '@wellness/shared-ui';
import type { RouteTab } from '@wellness/shared-ui';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';

export type RecipesTab = 'today' | 'all' | 'why';

const TABS: RouteTab<RecipesTab>[] = [
  { value: 'today', label: "Today's Recipe", to: paths['go.u.recipes.today'] },
  { value: 'all', label: 'All Recipes', to: paths['go.u.recipes.all'] },
  { value: 'why', label: 'More WFPB Recipes', to: paths['go.u.recipes.why'] },
];

/** The tabbed frame of the recipes area (spec 2 s2 "Recipes", go.u.recipes). */
export function RecipesFrame({
  active,
  children,
}: {
  active: RecipesTab | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageTitle>Recipes</PageTitle>
      <RouteTabs label="Recipes" tabs={TABS} active={active} />
      {children}
    </Stack>
  );
}
