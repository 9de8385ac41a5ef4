import { screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '../../../lib/federation-runtime';
import { buildContentItem, buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { noNotifications, renderPortal } from '../../../testing/render-portal';

jest.mock('../../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const survey = {
  id: 1,
  promotion_id: 1,
  name: 'How are you feeling?',
  questions: [
    { name: 'cheerful', question: 'I have felt cheerful and in good spirits.' },
    { name: 'calm', question: 'I have felt calm and relaxed.' },
  ],
  response_values: ['All of the time', 'Most of the time', 'Some of the time', 'Rarely', 'Never'],
  days_from_start: '0,56',
  source: 'prestart',
};
const prestartContent = ['basics', 'emotional_survey', 'team', 'final'].map((key, index) =>
  buildContentItem({
    id: index + 1,
    category: 'prestart',
    key,
    sequence: index + 1,
    title: `Step ${key}`,
  }),
);
const newcomer = buildUser({
  has_seen_tutorial: false,
  survey_status: { survey_available: true, first_survey_done: false },
});

function api(me: () => User, extra: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/users/me': () => ({ body: { data: me(), meta: {} } }),
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    'GET /api/promotions/2/custom_content?category=prestart&page_size=0&html=true': {
      body: { data: prestartContent, meta: { total_records: 4 } },
    },
    'GET /api/promotions/2/user_survey_defs': { body: { data: [survey], meta: {} } },
    ...noNotifications,
    ...extra,
  };
}

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({
    routes: [{ path: '/home', element: <h1>Participant home</h1> }],
  });
});

describe('the prestart wizard (spec 3 s4)', () => {
  it('walks basics, the survey (back allowed) and the end, then saves the tutorial as seen and goes home', async () => {
    let me = newcomer;
    const { router, user, fetchMock } = renderPortal({
      route: '/prestart/basics',
      api: api(() => me, {
        'POST /api/promotions/2/user_survey': () => {
          me = buildUser({
            ...me,
            survey_status: { survey_available: false, first_survey_done: true },
          });
          return { status: 201, body: { data: { id: 1 }, meta: {} } };
        },
        'PUT /api/users/me/flags/has_seen_tutorial': () => {
          me = buildUser({ ...me, has_seen_tutorial: true });
          return { body: { data: me, meta: {} } };
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Step basics' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/emotional_survey'));

    const first = await screen.findByRole('radiogroup', { name: survey.questions[0].question });
    await user.click(within(first).getByRole('radio', { name: 'All of the time' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('radiogroup', { name: survey.questions[1].question });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      within(
        await screen.findByRole('radiogroup', { name: survey.questions[0].question }),
      ).getByRole('radio', { name: 'All of the time' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(
      within(
        await screen.findByRole('radiogroup', { name: survey.questions[1].question }),
      ).getByRole('radio', { name: 'Never' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/final'));

    const post = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST')!;
    // 'All of the time' is position 0 = 5; 'Never' position 4 = 1 (spec 3 s9).
    expect(await post.clone().json()).toEqual({
      user_survey_def_id: 1,
      user_responses: { cheerful: 5, calm: 1 },
    });

    await user.click(await screen.findByRole('button', { name: 'Go to my home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeInTheDocument();
  });

  it('asks "Incomplete" when leaving the survey unfinished: Stay and finish, or Leave survey', async () => {
    const { router, user } = renderPortal({
      route: '/prestart/emotional_survey',
      api: api(() => newcomer),
    });
    await screen.findByRole('radiogroup', { name: survey.questions[0].question });
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay and finish' }));
    expect(router.state.location.pathname).toBe('/prestart/emotional_survey');
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Incomplete' })).getByRole('button', {
        name: 'Leave survey',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/prestart/emotional_survey'),
    );
  });

  it("shows 'Could not load survey.' when the questionnaire cannot be read", async () => {
    renderPortal({
      route: '/prestart/emotional_survey',
      api: api(() => newcomer, {
        'GET /api/promotions/2/user_survey_defs': { status: 404, body: { errors: ['x'] } },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load survey\.$/);
  });

  it("shows 'Could not load the content. Please refresh the browser.' when the content cannot be read", async () => {
    renderPortal({
      route: '/prestart/basics',
      api: api(() => newcomer, {
        'GET /api/promotions/2/custom_content?category=prestart&page_size=0&html=true': {
          status: 500,
        },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not load the content\. Please refresh the browser\.$/,
    );
  });

  it('skips basics once the first survey is done, and sends the end back to basics without it', async () => {
    const surveyed = buildUser({
      ...newcomer,
      survey_status: { survey_available: false, first_survey_done: true },
    });
    const { router } = renderPortal({ route: '/prestart/basics', api: api(() => surveyed) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/final'));
  });

  it('shows the 404 screen for an unknown step', async () => {
    renderPortal({
      route: '/prestart/nowhere',
      api: api(() => newcomer, {
        'GET /api/promotions/2/custom_content?category=404&page_size=0&html=true': {
          body: { data: [], meta: { total_records: 0 } },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers connect_device when the promotion shows a device: Connect saves at once, Continue goes on', async () => {
    const surveyed = buildUser({
      ...newcomer,
      survey_status: { survey_available: false, first_survey_done: true },
    });
    let fitbit = {
      key: 'fitbit',
      name: 'Fitbit',
      connected: false,
      connected_at: null as string | null,
    };
    const { router, user, fetchMock } = renderPortal({
      route: '/prestart/connect_device',
      api: api(() => surveyed, {
        'GET /api/promotions/current': {
          body: { data: buildPromotion({ is_fitbit_enabled: true }), meta: {} },
        },
        [`GET /api/users/${surveyed.id}/devices`]: () => ({
          body: { data: { devices: [fitbit] }, meta: {} },
        }),
        [`PUT /api/users/${surveyed.id}/devices/fitbit`]: () => {
          fitbit = { ...fitbit, connected: true, connected_at: '2026-11-25T00:00:00.000Z' };
          return { body: { data: fitbit, meta: {} } };
        },
      }),
    });
    expect(await screen.findByText('Step 3 of 4: Connect a device')).toBeInTheDocument();
    const devices = await screen.findByRole('list', { name: 'Devices' });
    await user.click(within(devices).getByRole('button', { name: 'Connect Fitbit' }));
    expect(await within(devices).findByText('Connected')).toBeInTheDocument();
    const put = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ connected: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/final'));
  });

  it('the team step leads to the join and create screens (spec 2 s2 equivalents) or on', async () => {
    const surveyed = buildUser({
      ...newcomer,
      survey_status: { survey_available: false, first_survey_done: true },
    });
    let me = surveyed;
    const { router, user } = renderPortal({
      route: '/prestart/team',
      api: api(() => me, {
        'GET /api/promotions/current': {
          body: {
            data: buildPromotion({
              is_teams_enabled: true,
              current_competition: { during_enrollment: true },
            }),
            meta: {},
          },
        },
        'PUT /api/users/me/flags/has_seen_team_tutorial': () => {
          me = buildUser({ ...me, has_seen_team_tutorial: true });
          return { body: { data: me, meta: {} } };
        },
      }),
    });
    expect(await screen.findByText('Step 3 of 4: Join a team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join a team' })).toHaveAttribute(
      'href',
      '/prestart/team/join',
    );
    expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/prestart/team/create',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/final'));
  });
});
