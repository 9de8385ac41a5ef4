import { screen, waitFor } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { EvaluationPage } from './evaluation-page';

const FORM = {
  id: 9,
  name: 'Halfway check-in',
  title: 'Halfway check-in',
  message: 'How is it going?',
  completed: false,
  active: true,
  questions: [
    {
      name: 'CustomPrompt_1',
      type_of_prompt: 'HEADER',
      data_type: 'string',
      label: 'Today',
      options: [],
    },
    {
      name: 'CustomPrompt_2',
      type_of_prompt: 'CHECKBOX',
      data_type: 'string',
      label: 'I walked',
      options: [],
    },
    {
      name: 'CustomPrompt_3',
      type_of_prompt: 'DROPDOWN',
      data_type: 'string',
      label: 'Energy',
      options: ['Low', 'High'],
    },
    {
      name: 'CustomPrompt_4',
      type_of_prompt: 'TEXTBOX',
      data_type: 'string',
      label: 'A habit',
      options: [],
    },
    {
      name: 'CustomPrompt_5',
      type_of_prompt: 'TEXTAREA',
      data_type: 'text',
      label: 'Anything else?',
      options: [],
    },
  ],
};

function setup(routes: MockRoutes, form: unknown = FORM) {
  const fetchMock = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/2/evaluation_definitions/9/form': ok(form),
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<EvaluationPage />, {
      route: '/evaluation/9',
      path: '/evaluation/:definitionId',
    }),
  };
}
const posted = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([request]) => request as Request).find((r) => r.method === 'POST');

test('asks each question by its type and sends the answers, then goes to My Stats', async () => {
  const { fetchMock, user, router } = setup({
    'POST /api/evaluations': { status: 201, body: { data: {}, meta: {} } },
  });
  expect(await screen.findByRole('heading', { name: 'Halfway check-in' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'I walked' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Energy' }), 'High');
  await user.type(screen.getByRole('textbox', { name: 'A habit' }), 'Stairs');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(posted(fetchMock)).toBeDefined());
  expect(await posted(fetchMock)!.json()).toEqual({
    evaluation_definition_id: 9,
    answers: { CustomPrompt_2: 'Y', CustomPrompt_3: 'High', CustomPrompt_4: 'Stairs' },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/stats'));
  expect(router.state.location.state).toEqual({ evaluated: 'Halfway check-in' });
});

test("says 'An error ocurred while saving!' when the save fails", async () => {
  const { user } = setup({
    'POST /api/evaluations': { status: 500, body: { errors: ['boom'] } },
  });
  await user.click(await screen.findByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('An error ocurred while saving!')).toBeInTheDocument();
});

test('a completed evaluation is not asked again', async () => {
  setup({}, { ...FORM, completed: true });
  expect(
    await screen.findByText(/You have completed this evaluation\. Thank you!/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
});

test("says 'Evaluation Definition could not be found' for a definition the promotion does not have", async () => {
  setup({
    'GET /api/promotions/2/evaluation_definitions/9/form': {
      status: 404,
      body: { errors: ['Evaluation Definition could not be found'] },
    },
  });
  expect(await screen.findByText('Evaluation Definition could not be found')).toBeInTheDocument();
});
