import { baseApi, sessionApi } from '@wellness/shared-ui';
import type { Envelope, User } from '@wellness/shared-ui';

/** GET /promotions/{id}/can_register (services/participant README "Registration"). */
export interface RegistrationWindow {
  state: 'open' | 'frozen' | 'closed';
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  /** The eligibility identifier's name; null when the promotion has no eligibility. */
  eligibility_label: string | null;
  /** Every place of a capped promotion is taken: the screen shows its closed state. */
  full: boolean;
}

/** Spec 3 "Contact request / eligibility in registration". */
export interface Eligibility {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface ProfileImage {
  id: number;
  url: string;
  promotion_id: number;
}

export interface LocationOption {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

/** A question of the evaluation as the form asks it (services/participant README). */
export interface EvaluationQuestion {
  name: string;
  type_of_prompt: 'CHECKBOX' | 'DROPDOWN' | 'TEXTBOX' | 'TEXTAREA' | 'HEADER';
  data_type: 'string' | 'integer' | 'text';
  label: string;
  options: string[];
}

/** The promotion's Initial Assessment; `title` is what the screen calls it (Registration). */
export interface RegistrationEvaluation {
  id: number;
  name: string;
  title: string;
  message: string | null;
  questions: EvaluationQuestion[];
}

/** Spec 3 "Evaluation": evaluation_definition_id plus answers keyed by question name. */
export interface NewEvaluation {
  evaluation_definition_id: number;
  answers: Record<string, string | number>;
}

/** Spec 3 "New user (registration)". */
export interface NewUser {
  email: string;
  password: string;
  profile: { first_name: string; last_name: string; image: { id: number } };
  eligibility_identifier?: string;
  location_id: number | null;
  opted_in_individual_leaderboard: boolean;
  evaluation?: NewEvaluation;
  /** An e-mailed friend invite's token (`/register?friend_invite=`): registers into the friendship. */
  friend_invite?: string;
}

/** The registration screen's calls; all work before signing in, on the promotion's host. */
export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    canRegister: build.query<RegistrationWindow, number>({
      query: (promotionId) => `promotions/${promotionId}/can_register`,
      transformResponse: (body: Envelope<RegistrationWindow>) => body.data,
    }),
    checkEligibility: build.mutation<Eligibility, { promotionId: number; identifier: string }>({
      query: ({ promotionId, identifier }) =>
        `promotions/${promotionId}/users/check_eligibility/${encodeURIComponent(identifier)}`,
      transformResponse: (body: Envelope<Eligibility>) => body.data,
    }),
    validateEmail: build.mutation<{ valid: boolean }, { promotionId: number; value: string }>({
      query: ({ promotionId, value }) => ({
        url: `promotions/${promotionId}/users/validate`,
        params: { field: 'email', value },
      }),
      transformResponse: (body: Envelope<{ valid: boolean }>) => body.data,
    }),
    profileImages: build.query<ProfileImage[], number>({
      query: (promotionId) => `promotions/${promotionId}/profile_images`,
      transformResponse: (body: Envelope<ProfileImage[]>) => body.data,
    }),
    registrationLocations: build.query<LocationOption[], number>({
      query: (promotionId) => `promotions/${promotionId}/registration_locations`,
      transformResponse: (body: Envelope<LocationOption[]>) => body.data,
    }),
    registrationEvaluation: build.query<RegistrationEvaluation | null, number>({
      query: (promotionId) => `promotions/${promotionId}/registration_evaluation`,
      transformResponse: (body: Envelope<RegistrationEvaluation | null>) => body.data,
    }),
    createUser: build.mutation<User, NewUser>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      transformResponse: (body: Envelope<User>) => body.data,
      // Signed in like login: the session's user is the new one.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
      },
    }),
  }),
});

export const {
  useCanRegisterQuery,
  useCheckEligibilityMutation,
  useValidateEmailMutation,
  useProfileImagesQuery,
  useRegistrationLocationsQuery,
  useRegistrationEvaluationQuery,
  useCreateUserMutation,
} = registrationApi;
