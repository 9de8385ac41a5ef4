import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { CustomPromptsPage } from './custom-prompts-page';

const requests = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((r) => r.method === method);

const PROMPT = {
  id: 4,
  promotion_id: 2,
  type_of_prompt: 'CHECKBOX',
  data_type: 'string',
  short_label: 'I cycle',
  options: [],
  custom_prompt_evaluation: false,
  profile_only: true,
  is_deleted: false,
};

function setup(routes: MockRoutes = {}, prompts: unknown[] = [PROMPT]) {
  const fetchMock = mockFetch({
    'GET /api/promotions/2/custom_prompts': { body: { data: prompts, meta: {} } },
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<CustomPromptsPage />, {
      route: '/promotion/2/custom_prompts',
      path: '/promotion/:promotionId/custom_prompts',
    }),
  };
}

test('lists the prompts with their answers and whether evaluations ask them', async () => {
  setup();
  const row = (await screen.findByRole('cell', { name: 'I cycle' })).closest('tr')!;
  expect(within(row).getByText('Y / N')).toBeInTheDocument();
  expect(within(row).getByText('Profile only')).toBeInTheDocument();
});

test('an empty list says how to start', async () => {
  setup({}, []);
  expect(
    await screen.findByText('No custom prompts yet. Add the first question below.'),
  ).toBeInTheDocument();
});

test('adds an alpha checkbox (Y/N) and a dropdown, whose options it needs', async () => {
  const { fetchMock, user } = setup({
    'POST /api/promotions/2/custom_prompts': { status: 201, body: { data: PROMPT, meta: {} } },
  });
  const form = await screen.findByRole('form', { name: 'New custom prompt' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'CHECKBOX');
  await user.type(within(form).getByRole('textbox', { name: 'Label' }), 'I walk');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: 'Checkbox answers' }),
    'Alpha (Y, N)',
  );
  await user.click(within(form).getByRole('button', { name: 'Add prompt' }));
  await waitFor(() => expect(requests(fetchMock, 'POST')).toHaveLength(1));
  expect(await requests(fetchMock, 'POST')[0].json()).toEqual({
    type_of_prompt: 'CHECKBOX',
    data_type: 'string',
    short_label: 'I walk',
    options: null,
    custom_prompt_evaluation: true,
  });

  await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'DROPDOWN');
  await user.type(within(form).getByRole('textbox', { name: 'Label' }), 'Energy');
  await user.click(within(form).getByRole('button', { name: 'Add prompt' }));
  expect(await screen.findByText('A dropdown needs at least one option.')).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Options' }), 'Low{enter}High');
  await user.click(within(form).getByRole('switch', { name: /Asked in evaluations/ }));
  await user.click(within(form).getByRole('button', { name: 'Add prompt' }));
  await waitFor(() => expect(requests(fetchMock, 'POST')).toHaveLength(2));
  expect(await requests(fetchMock, 'POST')[1].json()).toEqual({
    type_of_prompt: 'DROPDOWN',
    data_type: 'string',
    short_label: 'Energy',
    options: 'Low\nHigh',
    custom_prompt_evaluation: false,
  });
});

test('deletes a prompt after a confirmation', async () => {
  const { fetchMock, user } = setup({
    'DELETE /api/promotions/2/custom_prompts/4': { body: { data: { id: 4 }, meta: {} } },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete I cycle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete prompt?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(requests(fetchMock, 'DELETE')).toHaveLength(1));
});

test("says 'CustomPrompt could not be found' when the prompts cannot be read", async () => {
  setup({ 'GET /api/promotions/2/custom_prompts': { status: 500, body: { errors: ['x'] } } });
  expect(await screen.findByText('CustomPrompt could not be found')).toBeInTheDocument();
});
