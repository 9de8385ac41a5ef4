import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { QuestionnairePage } from './questionnaire-page';

const LABELS = ['All of the time', 'Most of the time', 'Some of the time', 'Rarely', 'Never'];
const questionnaire = (isDefault: boolean) => ({
  id: isDefault ? 1 : 9,
  promotion_id: isDefault ? 1 : 12,
  name: 'How are you feeling?',
  questions: [{ name: 'calm', question: 'I have felt calm.' }],
  response_values: LABELS,
  days_from_start: '0,56',
  source: 'prestart',
  is_default: isDefault,
});
const answer = (data: unknown) => ({ body: { data, meta: {} } });
const render = () =>
  renderWithProviders(<QuestionnairePage />, {
    route: '/promotion/12/emotional_fitness_survey',
    path: '/promotion/:promotionId/emotional_fitness_survey',
  });

describe('QuestionnairePage (/promotion/{id}/emotional_fitness_survey)', () => {
  it('shows the default questionnaire and saves the edited questions with a new one', async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions/12/questionnaire': answer(questionnaire(true)),
      'PUT /api/promotions/12/questionnaire': answer(questionnaire(false)),
    });
    render();
    expect(
      await screen.findByText(/This promotion asks the default questionnaire/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Answer 5' })).toHaveValue('All of the time');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Question 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 1' }), 'I have laughed.');
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 2' }), 'I slept well.');
    await userEvent.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT', '/api/promotions/12/questionnaire')).toHaveLength(1),
    );
    const [put] = requestsTo(fetchMock, 'PUT', '/api/promotions/12/questionnaire');
    expect(await put!.json()).toEqual({
      name: 'How are you feeling?',
      questions: [{ name: 'calm', question: 'I have laughed.' }, { question: 'I slept well.' }],
      response_values: LABELS,
    });
  });

  it('refuses a blank question before sending anything', async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions/12/questionnaire': answer(questionnaire(false)),
    });
    render();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Question 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save questionnaire' }));
    expect(await screen.findByText('The question is required.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', '/api/promotions/12/questionnaire')).toHaveLength(0);
  });

  it("offers Reset to default for the promotion's own copy, after asking", async () => {
    const fetchMock = mockFetch({
      'GET /api/promotions/12/questionnaire': answer(questionnaire(false)),
      'POST /api/promotions/12/questionnaire/reset': answer(questionnaire(true)),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to default' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/promotions/12/questionnaire/reset')).toHaveLength(
        1,
      ),
    );
  });

  it("says 'Could not load survey.' when the questionnaire cannot be read", async () => {
    mockFetch({
      'GET /api/promotions/12/questionnaire': {
        status: 404,
        body: { errors: ['Promotion could not be found'] },
      },
    });
    render();
    expect(await screen.findByText('Could not load survey.')).toBeInTheDocument();
  });
});
