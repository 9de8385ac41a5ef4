import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ReportsPage } from './reports-page';

// As the server lists the catalogue: categories in the spec 3 s9 order.
const FIELDS = [
  {
    id: 'first_name',
    display_name: 'First Name',
    category: 'Participant',
    filter_by_dates: false,
    type: 'string',
  },
  {
    id: 'registered_on',
    display_name: 'Registered On',
    category: 'Registration',
    filter_by_dates: false,
    type: 'date',
  },
  {
    id: 'days_logged',
    display_name: 'Days Logged',
    category: 'Program',
    filter_by_dates: true,
    type: 'number',
  },
];
const LOCATIONS = [
  { id: 1, name: 'North Region', parent_id: null, level: 1, top_level_id: 1 },
  { id: 2, name: 'Boston Office', parent_id: 1, level: 2, top_level_id: 1 },
];
const saved = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Points by person',
  report_type: 'Simple',
  fields: ['first_name'],
  filters: [],
  sql: null,
  parent_id: null,
  is_custom: true,
  created_by_master: false,
  promotion_id: 2,
  can_save: true,
  can_delete: true,
  ...overrides,
});

function setup(role: 'Master' | 'Coordinator', routes: MockRoutes = {}) {
  const fetchMock = mockFetch({
    'GET /api/users/me': { body: { data: buildUser({ role }), meta: {} } },
    'GET /api/promotions/2/reports': { body: { data: [saved()], meta: {} } },
    'GET /api/promotions/2/report_fields': { body: { data: FIELDS, meta: {} } },
    'GET /api/promotions/2/locations': { body: { data: LOCATIONS, meta: {} } },
    'GET /api/promotions/2/evaluation_definitions': { body: { data: [], meta: {} } },
    ...routes,
  });
  const view = renderWithProviders(<ReportsPage />, {
    route: '/promotion/2/reports',
    path: '/promotion/:promotionId/reports',
  });
  return { ...view, fetchMock };
}

const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => [`Person ${i + 1}`]);

describe('ReportsPage', () => {
  it('groups the field select by category, in the order the server lists them', async () => {
    setup('Coordinator');
    const select = await screen.findByRole('combobox', { name: 'Field 1' });
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Participant', 'Registration', 'Program']);
  });

  it('adds a field or filter row only when no incomplete one exists', async () => {
    const { user } = setup('Coordinator');
    await user.click(await screen.findByRole('button', { name: 'Add field' }));
    expect(screen.getAllByRole('combobox', { name: /^Field \d$/ })).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'first_name');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByRole('combobox', { name: 'Field 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getAllByRole('combobox', { name: /^Filter \d field$/ })).toHaveLength(1);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter 1 field' }),
      'days_logged',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter 1 operator' }), '>=');
    await user.type(screen.getByRole('spinbutton', { name: 'Filter 1 value' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('combobox', { name: 'Filter 2 field' })).toBeInTheDocument();
  });

  it('offers the eight operators and sends between as two YYYY-MM-DD dates', async () => {
    const { user, fetchMock } = setup('Coordinator', {
      'POST /api/promotions/2/reports/run': {
        body: {
          data: { fields: [{ id: 'first_name', display_name: 'First Name' }], rows: [] },
          meta: { total_records: 0, limited: false, row_limit: 50000 },
        },
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Field 1' }),
      'first_name',
    );
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const operator = screen.getByRole('combobox', { name: 'Filter 1 operator' });
    expect(
      within(operator)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Operator', '<', '<=', 'is', 'starts with', 'is not', '>', '>=', 'between']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter 1 field' }),
      'registered_on',
    );
    await user.selectOptions(operator, 'between');
    await user.type(screen.getByLabelText('Filter 1 from'), '2026-01-05');
    await user.type(screen.getByLabelText('Filter 1 to'), '2026-01-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Top-level location' }), '1');
    await user.click(screen.getByRole('button', { name: 'Run report' }));

    expect(await screen.findByText('No rows')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/reports/run');
    expect(await request.json()).toEqual({
      fields: ['first_name'],
      filters: [{ field: 'registered_on', sign: 'between', value: ['2026-01-05', '2026-01-31'] }],
      sql: null,
      min_date: null,
      max_date: null,
      location: null,
      top_level_location: 1,
      evaluation_definition_id: null,
    });
  });

  it('lets only masters switch to SQL; switching clears the filters, and back clears the SQL', async () => {
    const coordinator = setup('Coordinator');
    await screen.findByRole('combobox', { name: 'Field 1' });
    expect(screen.queryByRole('radio', { name: 'SQL' })).not.toBeInTheDocument();
    coordinator.unmount();

    const { user } = setup('Master');
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter 1 field' }),
      'first_name',
    );
    await user.click(await screen.findByRole('radio', { name: 'SQL' }));
    await user.type(screen.getByRole('textbox', { name: 'SQL' }), 'SELECT 1');
    await user.click(screen.getByRole('radio', { name: 'Simple' }));
    expect(screen.queryByRole('combobox', { name: 'Filter 1 field' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'SQL' }));
    expect(screen.getByRole('textbox', { name: 'SQL' })).toHaveValue('');
  });

  it('shows 20 rows at a time, raises the limit dialog and exports the rows to CSV', async () => {
    const exported: unknown[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const { user } = setup('Coordinator', {
      'POST /api/promotions/2/reports/7/run': {
        body: {
          data: { fields: [{ id: 'first_name', display_name: 'First Name' }], rows: rowsOf(45) },
          meta: { total_records: 45, limited: true, row_limit: 50000 },
        },
      },
      'POST /api/export': (request) => {
        exported.push(request);
        return { body: { data: null, meta: {} } };
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Saved report' }), '7');
    await user.click(screen.getByRole('button', { name: 'Run report' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report limit reached' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const table = screen.getByRole('table', { name: 'Report results' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(table).getAllByRole('row')).toHaveLength(46);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const body = await (exported[0] as Request).json();
    expect(body.filename).toBe('Points by person');
    expect(body.data[0]).toEqual(['First Name']);
    expect(body.data).toHaveLength(46);
  });

  it('shows Save and Delete per the report permissions, and a failed delete', async () => {
    const { user } = setup('Coordinator', {
      'GET /api/promotions/2/reports': {
        body: {
          data: [
            saved(),
            saved({
              id: 8,
              name: 'Everyone',
              is_custom: false,
              can_save: false,
              can_delete: false,
            }),
          ],
          meta: {},
        },
      },
      'DELETE /api/promotions/2/reports/7': { status: 500, body: { errors: ['boom'] } },
    });
    const picker = await screen.findByRole('combobox', { name: 'Saved report' });
    await user.selectOptions(picker, '8');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save As' })).toBeInTheDocument();

    await user.selectOptions(picker, '7');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete report' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report could not be deleted.')).toBeInTheDocument();
  });

  it('creates a new report through the create dialog', async () => {
    const { user, fetchMock } = setup('Coordinator', {
      'POST /api/promotions/2/reports': {
        status: 201,
        body: { data: saved({ id: 9, name: 'Fresh' }), meta: {} },
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Field 1' }),
      'first_name',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create report' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Report name' }), 'Fresh');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/reports');
    expect(await request.json()).toEqual({
      name: 'Fresh',
      report_type: 'Simple',
      fields: ['first_name'],
      filters: [],
      sql: null,
      parent_id: null,
    });
  });

  it('shows why a run failed', async () => {
    const { user } = setup('Master', {
      'POST /api/promotions/2/reports/run': {
        status: 422,
        body: { errors: ['Only a SELECT statement can run in a report.'] },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'SQL' }));
    await user.type(screen.getByRole('textbox', { name: 'SQL' }), 'DELETE FROM users');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be run');
    expect(alert).toHaveTextContent('Only a SELECT statement can run in a report.');
  });

  it('says when reports or fields could not be loaded', async () => {
    const reports = setup('Coordinator', {
      'GET /api/promotions/2/reports': { status: 500, body: { errors: ['x'] } },
    });
    expect(await screen.findByText('Reports could not be loaded.')).toBeInTheDocument();
    reports.unmount();
    setup('Coordinator', {
      'GET /api/promotions/2/report_fields': { status: 500, body: { errors: ['x'] } },
    });
    expect(await screen.findByText('Report field could not be loaded.')).toBeInTheDocument();
  });

  it("runs with an evaluation's answers: only those who answered it, its questions as columns", async () => {
    const { user, fetchMock } = setup('Coordinator', {
      'GET /api/promotions/2/evaluation_definitions': {
        body: {
          data: [
            { id: 7, title: 'Registration' },
            { id: 9, title: 'Halfway check-in' },
          ],
          meta: {},
        },
      },
      'POST /api/promotions/2/reports/run': {
        body: {
          data: {
            fields: [
              { id: 'first_name', display_name: 'First Name' },
              { id: 'answer_0', display_name: 'I walked today' },
            ],
            rows: [['Ann', 'Y']],
          },
          meta: { total_records: 1, limited: false, row_limit: 50000 },
        },
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Field 1' }),
      'first_name',
    );
    const evaluation = screen.getByRole('combobox', { name: /Evaluation/ });
    await waitFor(() => expect(evaluation).toBeEnabled());
    await user.selectOptions(evaluation, '9');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('I walked today')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, 'POST', '/api/promotions/2/reports/run');
    expect(await request.json()).toMatchObject({ evaluation_definition_id: 9 });
  });

  it('says No Evaluations Found. when the evaluations cannot be listed', async () => {
    setup('Coordinator', {
      'GET /api/promotions/2/evaluation_definitions': { status: 500, body: { errors: ['x'] } },
    });
    expect(
      await screen.findByRole('option', { name: 'No Evaluations Found.' }),
    ).toBeInTheDocument();
  });
});
