import { Button, Menu } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';
import {
  calendarFileUrl,
  googleCalendarUrl,
  outlookCalendarUrl,
  promotionEvent,
} from './calendar-links';

const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The add-to-calendar popover (spec s.2: Apple, Google, Outlook, {host}). Apple and the host
 * item download our .ics; Google and Outlook open their own "new event" pages.
 */
export function AddToCalendar({ promotion }: { promotion: Promotion }) {
  const event = promotionEvent(promotion, window.location.origin);
  const file = calendarFileUrl(promotion.id);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light">Add to calendar</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={file} download>
          Apple
        </Menu.Item>
        <Menu.Item {...external} href={googleCalendarUrl(event)}>
          Google
        </Menu.Item>
        <Menu.Item {...external} href={outlookCalendarUrl(event)}>
          Outlook
        </Menu.Item>
        <Menu.Item component="a" href={file} download>
          {window.location.hostname}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
