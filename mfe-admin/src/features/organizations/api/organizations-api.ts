import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

/** Spec 3 s3 "Reseller" (GET /api/resellers). */
export interface Reseller {
  id: number;
  name: string;
  organizations_count: number;
  promotions_count: number;
}

/** Spec 3 s3 "Organization"; the client secret is write-only (services/admin README). */
export interface Organization {
  id: number;
  name: string;
  reseller_id: number | null;
  reseller_name: string | null;
  wskey: string | null;
  promotions_count: number;
  is_sso_enabled: boolean;
  sso_label: string | null;
  sso_login_url: string | null;
  sso_redirect: string | null;
  sso_issuer_url: string | null;
  sso_client_id: string | null;
  has_sso_client_secret: boolean;
  password_min_length: number;
  password_max_length: number;
  password_min_letters: number;
  password_min_numbers: number;
  password_min_symbols: number;
  password_regular_expression_string: string | null;
  password_help_message: string | null;
  flags: { enable_account_lockouts: boolean };
  is_staywell: boolean;
}

export type OrganizationInput = Omit<
  Organization,
  'id' | 'reseller_name' | 'promotions_count' | 'has_sso_client_secret'
> & { sso_client_secret?: string | null };

export const organizationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listResellers: build.query<Reseller[], void>({
      query: () => ({ url: 'resellers', params: { page_size: 0 } }),
      transformResponse: (body: Envelope<Reseller[]>) => body.data,
      providesTags: [{ type: 'Resellers', id: 'LIST' }],
    }),
    getReseller: build.query<Reseller, number>({
      query: (id) => `resellers/${id}`,
      transformResponse: (body: Envelope<Reseller>) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Resellers', id }],
    }),
    saveReseller: build.mutation<Reseller, { id?: number; name: string }>({
      query: ({ id, name }) => ({
        url: id ? `resellers/${id}` : 'resellers',
        method: id ? 'PUT' : 'POST',
        body: { name },
      }),
      transformResponse: (body: Envelope<Reseller>) => body.data,
      invalidatesTags: (result) => [
        { type: 'Resellers', id: 'LIST' },
        ...(result ? [{ type: 'Resellers' as const, id: result.id }] : []),
      ],
    }),
    listOrganizations: build.query<Organization[], { reseller_id?: number }>({
      query: ({ reseller_id }) => ({
        url: 'organizations',
        params: { page_size: 0, ...(reseller_id ? { reseller_id } : {}) },
      }),
      transformResponse: (body: Envelope<Organization[]>) => body.data,
      providesTags: [{ type: 'Organizations', id: 'LIST' }],
    }),
    getOrganization: build.query<Organization, number>({
      query: (id) => `organizations/${id}`,
      transformResponse: (body: Envelope<Organization>) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'Organizations', id }],
    }),
    saveOrganization: build.mutation<Organization, { id?: number; body: OrganizationInput }>({
      query: ({ id, body }) => ({
        url: id ? `organizations/${id}` : 'organizations',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Organization>) => body.data,
      invalidatesTags: (result) => [
        { type: 'Organizations', id: 'LIST' },
        { type: 'Resellers', id: 'LIST' },
        ...(result ? [{ type: 'Organizations' as const, id: result.id }] : []),
      ],
    }),
  }),
});

export const {
  useListResellersQuery,
  useGetResellerQuery,
  useSaveResellerMutation,
  useListOrganizationsQuery,
  useGetOrganizationQuery,
  useSaveOrganizationMutation,
} = organizationsApi;
