import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { buildAdminActivity, longWalk, stretch, walk, water } from '../testing/admin-fixtures';
import { renderActivityAdmin, sent } from '../testing/render-activity-admin';

test('staff pick a category and see its activities, each opening in the editor', async () => {
  const { user, router } = renderActivityAdmin();

  expect(await screen.findByRole('heading', { name: 'Manage activities' })).toBeInTheDocument();
  const list = await screen.findByRole('navigation', { name: 'Activities in this category' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    expect.stringContaining('Take a walk'),
    expect.stringContaining('Stretch'),
    expect.stringContaining('Take a walk'),
  ]);
  expect(within(list).queryByText('Drink water')).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Nutrition');
  expect(router.state.location.search).toBe('?category=nutrition');
  expect(await screen.findByRole('link', { name: /Drink water/ })).toHaveAttribute(
    'href',
    '/activities?activityId=4&category=nutrition',
  );
});

test('staff see the quiz answer of an activity they edit', async () => {
  renderActivityAdmin({ route: '/activities?activityId=2&category=fitness' });

  expect(await screen.findByRole('heading', { name: 'Edit Stretch' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Quiz question' })).toHaveValue(stretch.question);
  expect(screen.getByRole('textbox', { name: 'Answer 2' })).toHaveValue('30 seconds');
  expect(screen.getByRole('combobox', { name: 'Correct answer' })).toHaveValue('30 seconds');
});

test('a new activity starts in week (activities in its category + 1) at sequence 1', async () => {
  const { user } = renderActivityAdmin({ route: '/activities?activityId=new&category=fitness' });

  expect(await screen.findByRole('heading', { name: 'New activity' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Week available' })).toHaveValue('4');
  expect(screen.getByRole('textbox', { name: 'Sequence' })).toHaveValue('1');

  // The form's category decides the week until somebody types one.
  const form = screen.getByRole('form', { name: 'Activity' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 'Nutrition');
  expect(screen.getByRole('textbox', { name: 'Week available' })).toHaveValue('2');
});

test('a new one-time activity with multiplier 1 is switched to 1.5, saved, then opened', async () => {
  const { user, fetch, routes, router } = renderActivityAdmin({
    route: '/activities?activityId=new&category=fitness',
  });
  const plank = buildAdminActivity({ id: 9, name: 'Plank', multiplier: 1.5, is_one_time: true });
  routes['POST /api/promotions/2/activities'] = () => {
    routes['GET /api/promotions/2/activities'] = ok([walk, stretch, longWalk, water, plank]);
    return { status: 201, ...ok(plank) };
  };

  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Plank');
  await user.type(screen.getByRole('textbox', { name: 'Blurb' }), 'Hold a plank.');
  const points = screen.getByRole('textbox', { name: 'Points' });
  expect(points).toHaveValue('10');
  await user.clear(points);
  await user.type(points, '5');
  expect(screen.getByRole('combobox', { name: 'Multiplier' })).toHaveValue('1');
  await user.click(screen.getByRole('checkbox', { name: 'One-time activity' }));

  expect(screen.getByRole('combobox', { name: 'Multiplier' })).toHaveValue('1.5');
  expect(screen.getByText(/the multiplier was set to 1.5/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create activity' }));
  const opened = await screen.findByRole('heading', { name: 'Edit Plank' });
  expect(opened).toBeInTheDocument();
  expect(router.state.location.search).toBe('?activityId=9&category=fitness');
  expect(screen.queryByText('Activity could not be found.')).not.toBeInTheDocument();
  const [post] = sent(fetch, 'POST');
  expect(post.headers.get('X-Requested-With')).toBe('wellness');
  expect(await post.json()).toEqual({
    name: 'Plank',
    blurb: 'Hold a plank.',
    content: null,
    category: 'fitness',
    image_url: null,
    week_available: 4,
    sequence: 1,
    is_one_time: true,
    multiplier: 1.5,
    parent_activity_id: null,
    point_value: 5,
    question: null,
    answers: null,
    correct_answer: null,
  });
});

test('a child activity can only change its week and sequence', async () => {
  const { user, fetch, routes } = renderActivityAdmin({
    route: '/activities?activityId=3&category=fitness',
  });
  routes['PUT /api/promotions/2/activities/3'] = (request) => ({ ...ok({ id: 3, ...request }) });

  expect(await screen.findByText(/only its week and sequence can change/)).toBeInTheDocument();
  for (const name of ['Name', 'Blurb', 'Points', 'Quiz question']) {
    expect(screen.getByRole('textbox', { name })).toBeDisabled();
  }
  expect(screen.getByRole('checkbox', { name: 'One-time activity' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Multiplier' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Parent activity' })).toBeDisabled();

  const week = screen.getByRole('textbox', { name: 'Week available' });
  await user.clear(week);
  await user.type(week, '5');
  await user.click(screen.getByRole('button', { name: 'Save activity' }));

  await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(1));
  expect(await sent(fetch, 'PUT')[0].json()).toEqual({ week_available: 5, sequence: 2 });
});

test('choosing a parent for a new activity copies the parent and locks its fields', async () => {
  const { user, fetch, routes } = renderActivityAdmin({
    route: '/activities?activityId=new&category=fitness',
  });
  routes['POST /api/promotions/2/activities'] = {
    status: 201,
    ...ok(buildAdminActivity({ id: 9, name: 'Stretch', parent_activity_id: 2 })),
  };

  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Parent activity' }),
    'Stretch',
  );
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Stretch');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Create activity' }));

  await waitFor(() => expect(sent(fetch, 'POST')).toHaveLength(1));
  expect(await sent(fetch, 'POST')[0].json()).toEqual({
    parent_activity_id: 2,
    week_available: 4,
    sequence: 1,
  });
});

test("an invalid form says 'Form isn't valid.' and sends nothing", async () => {
  const { user, fetch } = renderActivityAdmin({
    route: '/activities?activityId=new&category=fitness',
  });

  await user.type(await screen.findByRole('textbox', { name: 'Quiz question' }), 'Why?');
  await user.click(screen.getByRole('button', { name: 'Create activity' }));

  expect(await screen.findByText("Form isn't valid.")).toBeInTheDocument();
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  expect(screen.getByText('A quiz needs at least two answers.')).toBeInTheDocument();
  expect(sent(fetch, 'POST')).toHaveLength(0);
});

test('the correct answer must be one of the answers', async () => {
  const { user, fetch } = renderActivityAdmin({
    route: '/activities?activityId=2&category=fitness',
  });

  const answer = await screen.findByRole('textbox', { name: 'Answer 2' });
  await user.clear(answer);
  await user.type(answer, '60 seconds');
  await user.click(screen.getByRole('button', { name: 'Save activity' }));

  expect(
    await screen.findByText('The correct answer must be one of the answers.'),
  ).toBeInTheDocument();
  expect(sent(fetch, 'PUT')).toHaveLength(0);
});

test('a refused save shows the first server error as a toast', async () => {
  const { user, routes } = renderActivityAdmin({
    route: '/activities?activityId=1&category=fitness',
  });
  routes['PUT /api/promotions/2/activities/1'] = {
    status: 422,
    body: { errors: ['Category could not be found', 'second'] },
  };

  await user.click(await screen.findByRole('button', { name: 'Save activity' }));

  expect(await screen.findByText('Category could not be found')).toBeInTheDocument();
  expect(screen.getByText('Could not save the activity')).toBeInTheDocument();
  expect(screen.queryByText('second')).not.toBeInTheDocument();
});

test('deleting asks first, and a refusal shows the server error', async () => {
  const { user, fetch, routes } = renderActivityAdmin({
    route: '/activities?activityId=1&category=fitness',
  });
  routes['DELETE /api/promotions/2/activities/1'] = {
    status: 409,
    body: { errors: ['This activity has been logged and cannot be deleted.'] },
  };

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog', { name: 'Delete activity?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(fetch, 'DELETE')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete activity?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete activity' }));

  expect(
    await screen.findByText('This activity has been logged and cannot be deleted.'),
  ).toBeInTheDocument();
  expect(sent(fetch, 'DELETE')).toHaveLength(1);
});

test('a confirmed delete returns to the category list', async () => {
  const { user, router, routes } = renderActivityAdmin({
    route: '/activities?activityId=1&category=fitness',
  });
  routes['DELETE /api/promotions/2/activities/1'] = ok(null);

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete activity?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete activity' }));

  await waitFor(() => expect(router.state.location.search).toBe('?category=fitness'));
});

test('participants are told they may not manage activities and nothing is loaded', async () => {
  const { fetch } = renderActivityAdmin({ me: buildUser({ role: 'User' }) });

  expect(await screen.findByText('You are not allowed to manage activities.')).toBeInTheDocument();
  const urls = fetch.mock.calls.map(([input]) => (input as Request).url);
  expect(urls.some((url) => url.includes('/activities'))).toBe(false);
  expect(screen.queryByRole('button', { name: 'New activity' })).not.toBeInTheDocument();
});
