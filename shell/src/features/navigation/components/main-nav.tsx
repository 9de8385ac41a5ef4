import { useState } from 'react';
import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import type { Promotion, User } from '@wellness/shared-ui';
import { isGroup, mainNavItems } from '../lib/nav-items';
import type { NavGroupItem, NavLinkItem } from '../lib/nav-items';

function LinkItem({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  if (item.disabled) {
    // Not clickable yet: a disabled button keeps it visible and announced as unavailable.
    return (
      <MantineNavLink
        label={item.label}
        disabled
        renderRoot={(props) => <button type="button" {...props} disabled />}
      />
    );
  }
  return (
    <MantineNavLink component={NavLink} to={item.to} label={item.label} onClick={onNavigate} />
  );
}

function GroupItem({ item, onNavigate }: { item: NavGroupItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => item.children.some(({ to }) => to === pathname));
  return (
    <MantineNavLink
      component="button"
      label={item.label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {item.children.map((child) => (
        <LinkItem key={child.to} item={child} onNavigate={onNavigate} />
      ))}
    </MantineNavLink>
  );
}

export interface MainNavProps {
  user: User;
  promotion: Promotion | undefined;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

/** The signed-in user's main navigation, by role and promotion flags. */
export function MainNav({ user, promotion, onNavigate }: MainNavProps) {
  return (
    <nav aria-label="Main">
      <Stack gap={2}>
        {mainNavItems(user, promotion).map((item) =>
          isGroup(item) ? (
            <GroupItem key={item.label} item={item} onNavigate={onNavigate} />
          ) : (
            <LinkItem key={item.to} item={item} onNavigate={onNavigate} />
          ),
        )}
      </Stack>
    </nav>
  );
}
