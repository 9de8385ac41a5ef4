import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { SendNotification } from './send-notification';

const sent = {
  status: 201,
  body: {
    data: { key: 'coordinator_1', title: 'Noon walk', message: 'Walk at noon!', recipients: 12 },
    meta: {},
  },
};

test('a blank message is refused; a message is sent after the confirmation', async () => {
  const fetch = mockFetch({ 'POST /api/promotions/2/notifications': sent });
  const { user } = renderWithProviders(<SendNotification promotionId={2} />);
  await user.click(screen.getByRole('button', { name: 'Send notification' }));
  expect(await screen.findByText('Oops, a message is needed.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Noon walk');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Walk at noon!');
  await user.click(screen.getByRole('button', { name: 'Send notification' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Notification' });
  expect(requestsTo(fetch, 'POST', '/api/promotions/2/notifications')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Notification sent to 12 participants.')).toBeInTheDocument();
  const [request] = requestsTo(fetch, 'POST', '/api/promotions/2/notifications');
  expect(await request!.json()).toEqual({ title: 'Noon walk', message: 'Walk at noon!' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
});

test('a failed send says Could not send notification.', async () => {
  mockFetch({ 'POST /api/promotions/2/notifications': { status: 500, body: { errors: ['x'] } } });
  const { user } = renderWithProviders(<SendNotification promotionId={2} />);
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send notification' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Send Notification' })).getByRole('button', {
      name: 'Send',
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send notification.');
});
