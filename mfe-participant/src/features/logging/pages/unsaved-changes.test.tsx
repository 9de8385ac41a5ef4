import { screen, waitFor, within } from '@testing-library/react';
import { renderWeekPage } from '../../../testing/render-week-page';

async function editNotes(user: ReturnType<typeof renderWeekPage>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Unsaved thought');
}

test('leaving with unsaved notes asks first; Stay keeps the page and the text', async () => {
  const { user, router } = renderWeekPage();
  await editNotes(user);

  await user.click(screen.getByRole('link', { name: 'Week 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hold Up' });
  expect(
    within(dialog).getByText('You have unsaved changes. Leave without saving?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/activities/2');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Unsaved thought');
});

test('Leave goes on to the other day and drops the unsaved notes', async () => {
  const { user, router } = renderWeekPage();
  await editNotes(user);

  await user.click(screen.getByRole('link', { name: 'Thu, Jan 8' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hold Up' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

  await waitFor(() => expect(router.state.location.search).toBe('?date=2026-01-08'));
  expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('');
  expect(screen.queryByRole('dialog', { name: 'Hold Up' })).not.toBeInTheDocument();
});

test('without unsaved changes the page is left without asking', async () => {
  const { user, router } = renderWeekPage();
  await screen.findByRole('textbox', { name: 'Notes' });

  await user.click(screen.getByRole('link', { name: 'Week 1' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/activities/1'));
  expect(screen.queryByRole('dialog', { name: 'Hold Up' })).not.toBeInTheDocument();
});
