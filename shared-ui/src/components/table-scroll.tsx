import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface TableScrollProps {
  /** Names the region for screen readers: the table's caption. */
  label: string;
  /** Below this width the table scrolls sideways inside its region, not the page. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table wider than the screen scrolls inside its own region. The region takes focus, so a
 * keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
      // The containing block of absolutely placed text in cells (VisuallyHidden labels):
      // without it they escape the region's scrolling and widen the page on a phone.
      pos="relative"
    >
      {children}
    </Table.ScrollContainer>
  );
}
