import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { DefinitionEditPage } from './definition-edit-page';

const sent = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === method);

const prompt = (id: number, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  promotion_id: 2,
  type_of_prompt: 'CHECKBOX',
  data_type: 'integer',
  short_label: label,
  options: [],
  custom_prompt_evaluation: true,
  profile_only: false,
  is_deleted: false,
  ...extra,
});
const PROMPTS = [
  prompt(4, 'I walked today'),
  prompt(5, 'Energy', { type_of_prompt: 'DROPDOWN', data_type: 'string', options: ['Low'] }),
  prompt(6, 'Favourite sport', { custom_prompt_evaluation: false, profile_only: true }),
];

function setup(route: string, path: string, routes: MockRoutes) {
  const fetchMock = mockFetch({
    'GET /api/promotions/2/custom_prompts': { body: { data: PROMPTS, meta: {} } },
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<DefinitionEditPage />, { route, path }) };
}
const newPage = (routes: MockRoutes = {}) =>
  setup('/evaluations-definitions/new?promotion_id=2', '/evaluations-definitions/new', routes);

test('creates an evaluation opening on a day of the programme and asking the chosen prompts in order', async () => {
  const { fetchMock, user, router } = newPage({
    'POST /api/promotions/2/evaluation_definitions': {
      status: 201,
      body: { data: { id: 9 }, meta: {} },
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Halfway check-in');
  const days = screen.getByRole('textbox', { name: 'Days from start' });
  await user.clear(days);
  await user.type(days, '21');
  await user.click(screen.getByRole('checkbox', { name: 'Energy (Dropdown)' }));
  await user.click(screen.getByRole('checkbox', { name: 'I walked today (Checkbox)' }));
  // Profile-only prompts are never asked.
  expect(screen.queryByRole('checkbox', { name: /Favourite sport/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));

  await waitFor(() => expect(sent(fetchMock, 'POST')).toBeDefined());
  expect(await sent(fetchMock, 'POST')!.json()).toEqual({
    name: 'Halfway check-in',
    message: null,
    days_from_start: 21,
    start_date: null,
    end_date: null,
    questions: [
      { custom_promptable_id: 4, is_active: true, is_visible_in_profile: false },
      { custom_promptable_id: 5, is_active: true, is_visible_in_profile: false },
    ],
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/evaluations-definitions'));
});

test('sends dates with days_from_start nulled, and checks them before sending', async () => {
  const { fetchMock, user } = newPage({
    'POST /api/promotions/2/evaluation_definitions': {
      status: 201,
      body: { data: { id: 9 }, meta: {} },
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Spring');
  await user.click(screen.getByRole('radio', { name: 'Between two dates' }));
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
  expect(await screen.findByText('Give a start date.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Start date'), '2026-03-31');
  await user.type(screen.getByLabelText('End date'), '2026-03-01');
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
  expect(
    await screen.findByText('The end date must not be before the start date.'),
  ).toBeInTheDocument();
  expect(sent(fetchMock, 'POST')).toBeUndefined();
  await user.clear(screen.getByLabelText('End date'));
  await user.type(screen.getByLabelText('End date'), '2026-04-30');
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
  await waitFor(() => expect(sent(fetchMock, 'POST')).toBeDefined());
  expect(await sent(fetchMock, 'POST')!.json()).toMatchObject({
    days_from_start: null,
    start_date: '2026-03-31',
    end_date: '2026-04-30',
  });
});

test('an Initial Assessment always opens on day 0: no window to choose', async () => {
  const { fetchMock, user } = newPage({
    'POST /api/promotions/2/evaluation_definitions': {
      status: 201,
      body: { data: { id: 9 }, meta: {} },
    },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Initial Assessment');
  expect(screen.getByText('Asked at registration: it opens on the first day.')).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Between two dates' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
  await waitFor(() => expect(sent(fetchMock, 'POST')).toBeDefined());
  expect(await sent(fetchMock, 'POST')!.json()).toMatchObject({
    days_from_start: 0,
    start_date: null,
    end_date: null,
  });
});

test("edits a definition and shows 'Could not save Evaluation' with the server's reason", async () => {
  const { user } = setup(
    '/evaluations-definitions/9/edit?promotion_id=2',
    '/evaluations-definitions/:definitionId/edit',
    {
      'GET /api/promotions/2/evaluation_definitions/9': {
        body: {
          data: {
            id: 9,
            promotion_id: 2,
            name: 'Closing check',
            title: 'Closing check',
            days_from_start: 40,
            start_date: null,
            end_date: null,
            message: null,
            questions: [
              {
                name: 'CustomPrompt_4',
                type_of_prompt: 'CHECKBOX',
                data_type: 'integer',
                custom_prompt: true,
                custom_promptable_id: 4,
                label: null,
                flags: { is_visible_in_profile: false },
                is_active: true,
              },
            ],
            visible_questions: 'CustomPrompt_4',
            answered_count: 0,
          },
          meta: {},
        },
      },
      'PUT /api/promotions/2/evaluation_definitions/9': {
        status: 422,
        body: { errors: ['CustomPrompt could not be found'] },
      },
    },
  );
  expect(await screen.findByRole('checkbox', { name: 'I walked today (Checkbox)' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save evaluation' }));
  expect(await screen.findByText('Could not save Evaluation')).toBeInTheDocument();
  expect(screen.getByText('CustomPrompt could not be found')).toBeInTheDocument();
});

test("says 'Evaluation Definition could not be found' when the definition cannot be read", async () => {
  setup(
    '/evaluations-definitions/9/edit?promotion_id=2',
    '/evaluations-definitions/:definitionId/edit',
    {
      'GET /api/promotions/2/evaluation_definitions/9': {
        status: 404,
        body: { errors: ['Evaluation Definition could not be found'] },
      },
    },
  );
  expect(await screen.findByText('Evaluation Definition could not be found')).toBeInTheDocument();
});
