import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../testing';

const outlet = () => document.querySelector('.mantine-Notifications-root');

test('the toast outlet is mounted by the first toast, which then shows', async () => {
  renderWithProviders(<p>Page</p>);
  expect(screen.getByText('Page')).toBeInTheDocument();
  expect(outlet()).toBeNull();

  act(() => {
    notifications.show({ title: 'Saved', message: 'Your goal is saved.' });
  });
  expect(await screen.findByText('Your goal is saved.')).toBeInTheDocument();
  expect(outlet()).not.toBeNull();
});

test('a toast shown before the page renders is shown once it has', async () => {
  notifications.show({ message: 'Welcome back.' });
  renderWithProviders(<p>Page</p>);
  expect(await screen.findByText('Welcome back.')).toBeInTheDocument();
});

test('the outlet stays once the toasts are gone, and shows the next one', async () => {
  renderWithProviders(<p>Page</p>);
  act(() => {
    notifications.show({ id: 'first', message: 'First.' });
  });
  expect(await screen.findByText('First.')).toBeInTheDocument();
  act(() => notifications.hide('first'));
  await screen.findByText('Page');
  expect(outlet()).not.toBeNull();
  act(() => {
    notifications.show({ message: 'Second.' });
  });
  expect(await screen.findByText('Second.')).toBeInTheDocument();
});
