import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { SsoExtrasPage } from './sso-extras-page';

const EXTRAS = {
  body: {
    data: [
      { id: 3, promotion_id: 2, name: 'department', data_type: 'string', path: 'User:udfs' },
      { id: 4, promotion_id: 2, name: 'grade', data_type: 'integer', path: 'User:udfs' },
    ],
    meta: { total_records: 2 },
  },
};
const calls = (fetchMock: jest.Mock, method: string) =>
  fetchMock.mock.calls.map(([request]) => request as Request).filter((r) => r.method === method);

const render = (routes: MockRoutes, route = '/promotion/2/ssoextra') => {
  const fetchMock = mockFetch({ 'GET /api/promotions/2/sso_extras': EXTRAS, ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<SsoExtrasPage />, { route, path: '/promotion/:promotionId/ssoextra' }),
  };
};

describe('SSO extras screen (/promotion/{id}/ssoextra?extraId)', () => {
  it('lists the claims and adds one with its type and path', async () => {
    const { fetchMock, user } = render({
      'POST /api/promotions/2/sso_extras': {
        status: 201,
        body: {
          data: {
            id: 5,
            promotion_id: 2,
            name: 'start_date',
            data_type: 'date',
            path: 'User:udfs',
          },
          meta: {},
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'SSO extras' });
    expect(within(table).getByText('department')).toBeInTheDocument();
    expect(within(table).getByText('Whole number')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add an SSO extra' });
    await user.type(within(form).getByRole('textbox', { name: /Claim/ }), 'start_date');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Data type' }), 'date');
    await user.click(within(form).getByRole('button', { name: 'Add SSO extra' }));
    await waitFor(() => expect(calls(fetchMock, 'POST')).toHaveLength(1));
    expect(await calls(fetchMock, 'POST')[0]!.json()).toEqual({
      name: 'start_date',
      data_type: 'date',
      path: 'User:udfs',
    });
  });

  it("says 'Could not save SSO Extra.' with the server's reason when a save fails", async () => {
    const { user } = render({
      'POST /api/promotions/2/sso_extras': {
        status: 422,
        body: { errors: ['This claim is already mapped for the promotion.'] },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add an SSO extra' });
    await user.type(within(form).getByRole('textbox', { name: /Claim/ }), 'department');
    await user.click(within(form).getByRole('button', { name: 'Add SSO extra' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not save SSO Extra.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('This claim is already mapped for the promotion.');
  });

  it("edits the extra named by extraId, and says 'SsoExtra could not be loaded.' when it cannot", async () => {
    const { fetchMock, user } = render(
      {
        'GET /api/sso_extras/3': { body: { data: EXTRAS.body.data[0], meta: {} } },
        'PUT /api/promotions/2/sso_extras/3': { body: { data: EXTRAS.body.data[0], meta: {} } },
      },
      '/promotion/2/ssoextra?extraId=3',
    );
    const form = await screen.findByRole('form', { name: 'Edit SSO extra department' });
    const claim = within(form).getByRole('textbox', { name: /Claim/ });
    expect(claim).toHaveValue('department');
    await user.clear(claim);
    await user.type(claim, 'division');
    await user.click(within(form).getByRole('button', { name: 'Save SSO extra' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(await calls(fetchMock, 'PUT')[0]!.json()).toMatchObject({ name: 'division' });
  });

  it("says 'SsoExtra could not be loaded.' for an extraId it cannot load", async () => {
    render(
      {
        'GET /api/sso_extras/9': {
          status: 404,
          body: { errors: ['SSO extra could not be found'] },
        },
      },
      '/promotion/2/ssoextra?extraId=9',
    );
    expect(await screen.findByText('SsoExtra could not be loaded.')).toBeInTheDocument();
  });

  it("says 'Could not load SSO Extra' when the list cannot be loaded", async () => {
    render({ 'GET /api/promotions/2/sso_extras': { status: 500, body: { errors: ['x'] } } });
    expect(await screen.findByText('Could not load SSO Extra')).toBeInTheDocument();
  });

  it("deletes only after confirming, and says 'Could not delete SSO Extra.' when it fails", async () => {
    const { user } = render({
      'DELETE /api/promotions/2/sso_extras/4': {
        status: 404,
        body: { errors: ['SSO extra could not be found'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete grade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SSO extra' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete SSO Extra.')).toBeInTheDocument();
  });

  it('tells an empty list in words', async () => {
    render({
      'GET /api/promotions/2/sso_extras': { body: { data: [], meta: { total_records: 0 } } },
    });
    expect(await screen.findByText('No SSO extras yet.')).toBeInTheDocument();
  });
});
