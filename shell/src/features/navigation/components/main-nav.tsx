import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ActionIcon, Badge, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useUnreadMessages } from '@wellness/shared-ui';
import type { Promotion, User } from '@wellness/shared-ui';
import { mainNavItems } from '../lib/nav-items';
import { isActive } from '../lib/nav-node';
import type { NavNode } from '../lib/nav-node';

interface ItemProps {
  item: NavNode;
  onNavigate?: () => void;
}

function LinkItem({ item, onNavigate }: ItemProps) {
  if (!item.allowClick || !item.link) {
    // Not clickable yet: a disabled button keeps it visible and announced as unavailable.
    return (
      <MantineNavLink
        label={item.name}
        disabled
        renderRoot={(props) => <button type="button" {...props} disabled aria-disabled="true" />}
      />
    );
  }
  if (item.id === 'messages') return <MessagesItem item={item} onNavigate={onNavigate} />;
  return (
    <MantineNavLink component={NavLink} to={item.link} end label={item.name} onClick={onNavigate} />
  );
}

/** Messages with the unread count (spec 2 s2), named in full for screen readers. */
function MessagesItem({ item, onNavigate }: ItemProps) {
  const unread = useUnreadMessages();
  return (
    <MantineNavLink
      component={NavLink}
      to={item.link!}
      end
      label={item.name}
      aria-label={unread > 0 ? `${item.name}, ${unread} unread` : undefined}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" color="red" circle aria-hidden>
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null
      }
      onClick={onNavigate}
    />
  );
}

function Children({ item, onNavigate }: ItemProps) {
  return (
    <Stack gap={2} pl="md" id={`nav-${item.id}`}>
      {(item.children ?? []).map((child) => (
        <Item key={child.id} item={child} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

/** A group: its own page (when it has one) and a toggle for its children. */
function GroupItem({ item, onNavigate }: ItemProps) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() =>
    (item.children ?? []).some((child) => isActive(child, pathname)),
  );
  const toggle = () => setOpened((open) => !open);
  return (
    <div>
      {item.link ? (
        <Group gap={0} wrap="nowrap">
          <MantineNavLink
            component={NavLink}
            to={item.link}
            label={item.name}
            onClick={onNavigate}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${item.name} pages`}
            aria-expanded={opened}
            aria-controls={opened ? `nav-${item.id}` : undefined}
            onClick={toggle}
          >
            <span aria-hidden>{opened ? '▾' : '▸'}</span>
          </ActionIcon>
        </Group>
      ) : (
        <MantineNavLink
          component="button"
          label={item.name}
          rightSection={<span aria-hidden>{opened ? '▾' : '▸'}</span>}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={opened ? `nav-${item.id}` : undefined}
        />
      )}
      {opened ? <Children item={item} onNavigate={onNavigate} /> : null}
    </div>
  );
}

function Item({ item, onNavigate }: ItemProps) {
  return item.children?.length ? (
    <GroupItem item={item} onNavigate={onNavigate} />
  ) : (
    <LinkItem item={item} onNavigate={onNavigate} />
  );
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Arrow keys move through the menu (up and down, Home and End), right opens a group and left
 * closes it; Tab and Enter work as everywhere.
 */
function onMenuKey(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const current = document.activeElement as HTMLElement | null;
  const index = current ? items.indexOf(current) : -1;
  if (index < 0) return;
  const expanded = current?.getAttribute('aria-expanded');
  const moves: Record<string, () => HTMLElement | undefined> = {
    ArrowDown: () => items[Math.min(index + 1, items.length - 1)],
    ArrowUp: () => items[Math.max(index - 1, 0)],
    Home: () => items[0],
    End: () => items.at(-1),
  };
  if (event.key in moves) {
    event.preventDefault();
    moves[event.key]()?.focus();
  } else if (
    (event.key === 'ArrowRight' && expanded === 'false') ||
    (event.key === 'ArrowLeft' && expanded === 'true')
  ) {
    event.preventDefault();
    current?.click();
  }
}

export interface MainNavProps {
  user: User;
  promotion: Promotion | undefined;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

/** The signed-in user's main navigation: the tree by derived roles (spec 1 s2 and s4). */
export function MainNav({ user, promotion, onNavigate }: MainNavProps) {
  return (
    <nav aria-label="Main" onKeyDown={onMenuKey}>
      <Stack gap={2}>
        {mainNavItems(user, promotion).map((item) => (
          <Item key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </Stack>
    </nav>
  );
}
