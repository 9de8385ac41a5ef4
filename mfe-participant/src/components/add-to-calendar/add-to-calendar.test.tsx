import { screen } from '@testing-library/react';
import { buildPromotion, renderWithProviders } from '@wellness/shared-ui/testing';
import { AddToCalendar } from './add-to-calendar';

const promotion = buildPromotion({
  id: 2,
  program_name: 'Move & Eat Well',
  starts_on: '2026-01-01',
  ends_on: '2026-02-25',
});

async function openMenu() {
  const view = renderWithProviders(<AddToCalendar promotion={promotion} />);
  await view.user.click(screen.getByRole('button', { name: 'Add to calendar' }));
  return view;
}

const menuLink = (name: string) => screen.getByRole('menuitem', { name });

test('offers Apple, Google, Outlook and this host', async () => {
  await openMenu();

  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Apple',
    'Google',
    'Outlook',
    window.location.hostname,
  ]);
});

test('Apple and the host download the promotion’s .ics from our server', async () => {
  await openMenu();

  for (const name of ['Apple', window.location.hostname]) {
    expect(menuLink(name)).toHaveAttribute('href', '/api/promotions/2/calendar');
    expect(menuLink(name)).toHaveAttribute('download');
    expect(menuLink(name)).not.toHaveAttribute('target');
  }
});

test('Google opens a new all-day event with the promotion in a new tab', async () => {
  await openMenu();

  const link = menuLink('Google');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL(link.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Move & Eat Well',
    // All-day events end on the day after the last day.
    dates: '20260101/20260226',
    details: `Log your activities at ${window.location.origin}/activities`,
  });
  expect(link.getAttribute('href')).toContain('text=Move%20%26%20Eat%20Well');
});

test('Outlook opens a new all-day event with the promotion in a new tab', async () => {
  await openMenu();

  const link = menuLink('Outlook');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL(link.getAttribute('href')!);
  expect(`${url.origin}${url.pathname}`).toBe(
    'https://outlook.live.com/calendar/0/deeplink/compose',
  );
  expect(Object.fromEntries(url.searchParams)).toEqual({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: 'Move & Eat Well',
    startdt: '2026-01-01',
    enddt: '2026-02-26',
    body: `Log your activities at ${window.location.origin}/activities`,
    allday: 'true',
  });
});
