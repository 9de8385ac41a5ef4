import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { OrganizationPage } from './organization-page';
import { OrganizationCreatePage } from './organization-edit-page';
import { OrganizationsPage } from './organizations-page';
import { ResellerCreatePage, ResellerUpdatePage } from './reseller-edit-page';
import { ResellersPage } from './resellers-page';

const failing = (status = 500) => ({ status, body: { errors: ['Server said no.'] } });
const organization = {
  id: 7,
  name: 'Acme',
  reseller_id: null,
  reseller_name: null,
  wskey: null,
  promotions_count: 2,
  is_sso_enabled: false,
  sso_label: null,
  sso_login_url: null,
  sso_redirect: null,
  sso_issuer_url: null,
  sso_client_id: null,
  has_sso_client_secret: false,
  password_min_length: 8,
  password_max_length: 20,
  password_min_letters: 1,
  password_min_numbers: 1,
  password_min_symbols: 1,
  password_regular_expression_string: null,
  password_help_message: null,
  flags: { enable_account_lockouts: true },
  is_staywell: false,
};

describe('resellers and organizations screens (spec 3 s2, s8)', () => {
  it("titles a failed resellers list 'Resellers could not be loaded.'", async () => {
    mockFetch({ 'GET /api/resellers': failing() });
    renderWithProviders(<ResellersPage />);
    expect(await screen.findByText('Resellers could not be loaded.')).toBeInTheDocument();
  });

  it("titles a reseller that fails to load 'Reseller could not be loaded.'", async () => {
    mockFetch({ 'GET /api/resellers/9': failing(404) });
    renderWithProviders(<ResellerUpdatePage />, {
      route: '/reseller/9/edit',
      path: '/reseller/:id/edit',
    });
    expect(await screen.findByText('Reseller could not be loaded.')).toBeInTheDocument();
  });

  it("shows 'Could not save Reseller' with the server's reasons (id new creates)", async () => {
    mockFetch({ 'POST /api/resellers': { status: 422, body: { errors: ['Name is taken.'] } } });
    const { user } = renderWithProviders(<ResellerCreatePage />, {
      route: '/reseller/new/create',
      path: '/reseller/:id/create',
    });
    await user.type(screen.getByLabelText(/Name/), 'Northwind');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save Reseller')).toBeInTheDocument();
    expect(screen.getByText('Name is taken.')).toBeInTheDocument();
  });

  it("titles a failed organizations list 'Organizations could not be found'", async () => {
    mockFetch({ 'GET /api/organizations': failing() });
    renderWithProviders(<OrganizationsPage />, { route: '/organizations?reseller_id=3' });
    expect(await screen.findByText('Organizations could not be found')).toBeInTheDocument();
  });

  it('lists organizations with their reseller and promotions count', async () => {
    mockFetch({ 'GET /api/organizations': { body: { data: [organization], meta: {} } } });
    renderWithProviders(<OrganizationsPage />);
    expect(await screen.findByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'promotions (2) of Acme' })).toHaveAttribute(
      'href',
      '/promotions?org_id=7',
    );
  });

  it("says 'Organization could not be found' for an unknown organization", async () => {
    mockFetch({ 'GET /api/organizations/99': failing(404) });
    renderWithProviders(<OrganizationPage />, {
      route: '/organization/99',
      path: '/organization/:id',
    });
    expect(await screen.findAllByText('Organization could not be found')).not.toHaveLength(0);
  });

  it("shows 'Could not save Organization' when the save is refused", async () => {
    mockFetch({
      'GET /api/users/me': { body: { data: { id: 1, role: 'Reseller' }, meta: {} } },
      'POST /api/organizations': {
        status: 422,
        body: { errors: ['Password minimum length should not be more than the maximum length.'] },
      },
    });
    const { user } = renderWithProviders(<OrganizationCreatePage />, {
      route: '/organization/create',
    });
    await user.type(await screen.findByLabelText(/^Name/), 'Globex');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save Organization')).toBeInTheDocument();
    expect(
      screen.getByText('Password minimum length should not be more than the maximum length.'),
    ).toBeInTheDocument();
  });
});
