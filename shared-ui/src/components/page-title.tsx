import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export interface PageTitleProps {
  /** Plain-text title, also used for the document title. */
  children: string;
  /** Actions shown at the end of the title row (buttons, menus). */
  actions?: ReactNode;
}

/** The one h1 of a page; keeps the browser tab title in step with it. */
export function PageTitle({ children, actions }: PageTitleProps) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return (
    <Group justify="space-between" align="center" mb="md">
      <Title order={1} size="h2">
        {children}
      </Title>
      {actions}
    </Group>
  );
}
