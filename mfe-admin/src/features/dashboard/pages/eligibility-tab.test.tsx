import { act, screen, waitFor, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { EligibilityTab } from './eligibility-tab';
import { EligibilityFilesPage } from './eligibility-files-page';
import { EligibilityCreatePage, EligibilityUpdatePage } from './eligibility-edit-page';
import { percentOf } from '../lib/eligibility-messages';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };
const master = { body: { data: buildUser({ role: 'Master', promotion_id: 2 }), meta: {} } };
const rows = {
  body: {
    data: [
      {
        id: 1,
        identifier: 'E1001',
        first_name: 'Ada',
        last_name: 'Eligible',
        email: 'e1001@demo.test',
        user_id: null,
        registered: false,
      },
      {
        id: 2,
        identifier: 'E1002',
        first_name: 'Ben',
        last_name: 'Eligible',
        email: null,
        user_id: 9,
        registered: true,
      },
    ],
    meta: { total_records: 2 },
  },
};
const file = (over: object = {}) => ({
  id: 7,
  promotion_id: 2,
  filename: 'staff.csv',
  status: 'processed',
  total_rows: 3,
  rows_processed: 3,
  rows_failed: 0,
  percent: 100,
  created_at: '2026-11-24T10:00:00.000Z',
  ...over,
});
/** Mantine's FileButton keeps the real file input hidden next to its button. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const files = (list: object[]) => ({ body: { data: list, meta: {} } });

describe('EligibilityTab', () => {
  it('lists the eligibility records with whether each registered, and edit links', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities': rows,
      'GET /api/promotions/2/eligibility_files': files([]),
    });
    renderWithProviders(<EligibilityTab />);
    const row = await screen.findByRole('row', { name: /E1002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ben', 'Eligible', '', 'Yes', 'Edit E1002Delete E1002']);
    expect(within(row).getByRole('link', { name: 'Edit E1002' })).toHaveAttribute(
      'href',
      '/eligibility/2/edit',
    );
    expect(screen.getByRole('link', { name: 'Add eligibility' })).toHaveAttribute(
      'href',
      '/eligibility/new/create',
    );
  });

  it("says 'Eligibilities could not be loaded.' and 'Eligibility Files could not be loaded.' on failure", async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities': { status: 500, body: { errors: ['x'] } },
      'GET /api/promotions/2/eligibility_files': { status: 500, body: { errors: ['x'] } },
    });
    renderWithProviders(<EligibilityTab />);
    expect(await screen.findByText('Eligibilities could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Eligibility Files could not be loaded.')).toBeInTheDocument();
  });

  it('deletes a row after confirmation', async () => {
    const fetch = mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities': rows,
      'GET /api/promotions/2/eligibility_files': files([]),
      'DELETE /api/promotions/2/eligibilities/1': { body: { data: null, meta: {} } },
    });
    const { user } = renderWithProviders(<EligibilityTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete E1001' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([input]) => {
          const request = input as Request;
          return request.method === 'DELETE' && request.url.endsWith('/eligibilities/1');
        }),
      ).toBe(true),
    );
  });
});

describe('eligibility files', () => {
  it('computes the bar as floor(rows_processed / total_rows * 100), total at least 1', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(5, 0)).toBe(100);
  });

  it('uploads a file, shows the uploading dialog, then polls the bar each second to 100 %', async () => {
    let polls = 0;
    let uploaded = false;
    const processing = file({ status: 'processing', rows_processed: 0, percent: 0, total_rows: 4 });
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibility_files': () => files(uploaded ? [processing] : []),
      'POST /api/promotions/2/eligibility_files': () => {
        uploaded = true;
        return { status: 201, body: { data: processing, meta: {} } };
      },
      'GET /api/eligibility_files/7': () => {
        polls += 1;
        const done = Math.min(4, polls * 2);
        return {
          body: {
            data: {
              ...processing,
              rows_processed: done,
              status: done === 4 ? 'processed' : 'processing',
              errors: [],
            },
            meta: {},
          },
        };
      },
    });
    const { user } = renderWithProviders(<EligibilityFilesPage />);
    await screen.findByRole('button', { name: 'Choose eligibility file (.csv)' });
    await user.upload(
      fileInput(),
      new File(['identifier\nA\n'], 'staff.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Processing staff.csv' });
    expect(bar).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('50% (2 of 4 rows)')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('100% (4 of 4 rows)')).toBeInTheDocument());
  });

  it('shows upload errors as a bullet list that clears after 3 s', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibility_files': files([]),
      'POST /api/promotions/2/eligibility_files': {
        status: 422,
        body: {
          errors: ['The file must have an identifier column.', 'The file has no rows.'],
        },
      },
    });
    const { user } = renderWithProviders(<EligibilityFilesPage />);
    await screen.findByRole('button', { name: 'Choose eligibility file (.csv)' });
    await user.upload(fileInput(), new File(['name\n'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByRole('alert');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The file must have an identifier column.', 'The file has no rows.']);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('has the uploading dialog text of spec 3 s9', async () => {
    let release: () => void = () => undefined;
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibility_files': files([]),
      'POST /api/promotions/2/eligibility_files': () => {
        throw new Error('network');
      },
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'POST') {
        return new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(JSON.stringify({ errors: ['x'] }), {
                status: 422,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        });
      }
      return originalFetch(input, init);
    }) as typeof fetch;
    const { user } = renderWithProviders(<EligibilityFilesPage />);
    await screen.findByRole('button', { name: 'Choose eligibility file (.csv)' });
    await user.upload(fileInput(), new File(['identifier\nA\n'], 'x.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Uploading... this may take a few minutes.'),
    ).toBeInTheDocument();
    act(() => release());
    await waitFor(() =>
      expect(
        screen.queryByText('Uploading... this may take a few minutes.'),
      ).not.toBeInTheDocument(),
    );
  });

  it("gives masters cancel while processing (no delete), and says 'Something went wrong' when it fails", async () => {
    mockFetch({
      'GET /api/users/me': master,
      'GET /api/promotions/2/eligibility_files': files([
        file({ status: 'processing', rows_processed: 1, percent: 33 }),
      ]),
      'GET /api/eligibility_files/7': {
        body: {
          data: { ...file({ status: 'processing', rows_processed: 1 }), errors: [] },
          meta: {},
        },
      },
      'POST /api/eligibility_files/7/processing_status': { status: 500, body: { errors: ['x'] } },
    });
    const { user } = renderWithProviders(<EligibilityFilesPage />);
    const row = await screen.findByRole('row', { name: /staff\.csv/ });
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('lists the rows left out with their line numbers; masters download and delete', async () => {
    mockFetch({
      'GET /api/users/me': master,
      'GET /api/promotions/2/eligibility_files': files([file({ rows_failed: 1 })]),
      'GET /api/eligibility_files/7': {
        body: {
          data: {
            ...file({ rows_failed: 1 }),
            errors: [{ line: 3, reason: 'Identifier is required.' }],
          },
          meta: {},
        },
      },
    });
    renderWithProviders(<EligibilityFilesPage />);
    const row = await screen.findByRole('row', { name: /staff\.csv/ });
    expect(await within(row).findByText('Line 3: Identifier is required.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download staff.csv' })).toHaveAttribute(
      'href',
      '/api/eligibility_files/7/download',
    );
    expect(within(row).getByRole('button', { name: 'Delete staff.csv' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Process' })).toBeInTheDocument();
  });

  it('gives coordinators no file actions', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibility_files': files([file()]),
    });
    renderWithProviders(<EligibilityFilesPage />);
    const row = await screen.findByRole('row', { name: /staff\.csv/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('eligibility edit', () => {
  it("shows 'Could not save Eligibility' with the server's reasons", async () => {
    mockFetch({
      'GET /api/users/me': me,
      'POST /api/promotions/2/eligibilities': {
        status: 422,
        body: { errors: ['Identifier has already been taken.'] },
      },
    });
    const { user } = renderWithProviders(<EligibilityCreatePage />, {
      route: '/eligibility/new/create',
      path: '/eligibility/:eligId/create',
    });
    await user.type(await screen.findByLabelText(/Identifier/), 'E1001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save Eligibility');
    expect(alert).toHaveTextContent('Identifier has already been taken.');
  });

  it('loads a row to edit and saves it, back to the list', async () => {
    const fetch = mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities/1': { body: { data: rows.body.data[0], meta: {} } },
      'PUT /api/promotions/2/eligibilities/1': { body: { data: rows.body.data[0], meta: {} } },
    });
    const { user, router } = renderWithProviders(<EligibilityUpdatePage />, {
      route: '/eligibility/1/edit',
      path: '/eligibility/:eligId/edit',
    });
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect(first).toHaveValue('Ada'));
    await user.clear(first);
    await user.type(first, 'Ava');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eligibilities'));
    const put = fetch.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({
      identifier: 'E1001',
      first_name: 'Ava',
      last_name: 'Eligible',
      email: 'e1001@demo.test',
    });
  });

  it("says 'Eligibility could not be loaded.' when the row cannot be read", async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/eligibilities/1': { status: 500, body: { errors: ['x'] } },
    });
    renderWithProviders(<EligibilityUpdatePage />, {
      route: '/eligibility/1/edit',
      path: '/eligibility/:eligId/edit',
    });
    expect(await screen.findByText('Eligibility could not be loaded.')).toBeInTheDocument();
  });
});
