import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ContentBlock,
  sessionRestored,
  useAppDispatch,
  usePasswordChecks,
} from '@wellness/shared-ui';
import type { PasswordPolicy } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useCreateUserMutation,
  useRegistrationEvaluationQuery,
  useRegistrationLocationsQuery,
} from '../api/registration-api';
import type { Eligibility } from '../api/registration-api';
import { errorsOf, statusOf, useEmailProblem, useRetypeProblem } from '../hooks/use-email-checks';
import { evaluationToSend } from '../lib/evaluation-answers';
import {
  CANNOT_REGISTER,
  CLOSED_ANSWERS,
  COULD_NOT_CREATE_USER,
  FIX_ALERTS_FIRST,
  REGISTRATION_CLOSED,
  UNEXPECTED,
} from '../lib/registration-messages';
import { PROBLEM_OF, initialValues, problemsOf } from '../lib/registration-values';
import type { ChangeValue, Problems, RegistrationValues } from '../lib/registration-values';
import { clearRegistrationEmail, storedRegistrationEmail } from '../../../lib/registration-email';
import { AccountFields } from './account-fields';
import { EvaluationFields } from './evaluation-fields';
import { LocationFields, useLocationChoices } from './location-fields';
import { ProfileFields } from './profile-fields';

interface RegistrationFormProps {
  promotionId: number;
  policy: PasswordPolicy;
  showLocations: boolean;
  /** The pickers' labels by level: the promotion's location labels, else Location, Office, Area. */
  locationLabels: [string, string, string];
  eligibility: Eligibility | null;
}

/**
 * go.register's form (spec 3 s2, s5): account, profile, location and the evaluation sections.
 * Spec 3 s5 "registration blocked while visible open alerts exist": while any alert shows on
 * the form the Register button is disabled (and a submit by Enter is refused); each alert
 * clears when the field it is about changes, the server's when anything changes.
 */
export function RegistrationForm({
  promotionId,
  policy,
  showLocations,
  locationLabels,
  eligibility,
}: RegistrationFormProps) {
  const navigate = useNavigate();
  // The e-mailed friend invite's link (services/social README "Friends").
  const friendInvite = useSearchParams()[0].get('friend_invite');
  const dispatch = useAppDispatch();
  const locations = useRegistrationLocationsQuery(promotionId, { skip: !showLocations });
  const evaluation = useRegistrationEvaluationQuery(promotionId);
  const [createUser, { isLoading }] = useCreateUserMutation();

  const [values, setValues] = useState<RegistrationValues>(() =>
    initialValues(eligibility, storedRegistrationEmail()),
  );
  const [submitted, setSubmitted] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);

  const emailProblem = useEmailProblem(promotionId, values.email);
  const retypeProblem = useRetypeProblem(values.email, values.retypeEmail);
  const passwordChecks = usePasswordChecks(policy, values.password, values.confirmation);
  const { parents, children, grandchildren } = useLocationChoices(
    locations.data,
    values.parentId,
    values.childId,
  );
  const needsLocation = showLocations && parents.length > 0;

  // What shows under each field: the problem found at submit, else the live check's.
  const alerts: Problems = {
    name: submitted.name,
    email: submitted.email ?? emailProblem ?? undefined,
    retypeEmail: submitted.retypeEmail ?? retypeProblem ?? undefined,
    password: submitted.password ?? passwordChecks.rule ?? undefined,
    confirmation: submitted.confirmation ?? passwordChecks.retype ?? undefined,
    image: submitted.image,
    location: submitted.location,
  };
  const blocked = serverError !== null || Object.values(alerts).some(Boolean);

  const change: ChangeValue = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    const problem = PROBLEM_OF[field];
    if (problem) setSubmitted(({ [problem]: _gone, ...rest }) => rest);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || blocked) return;
    const found = problemsOf(values, policy, {
      needed: needsLocation,
      hasChildren: children.length > 0,
      hasGrandchildren: grandchildren.length > 0,
    });
    setSubmitted(found);
    if (Object.keys(found).length) return;
    try {
      await createUser({
        email: values.email.trim(),
        password: values.password,
        profile: {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          image: { id: Number(values.imageId) },
        },
        ...(eligibility ? { eligibility_identifier: eligibility.identifier } : {}),
        location_id: needsLocation
          ? Number(values.grandchildId ?? values.childId ?? values.parentId)
          : null,
        opted_in_individual_leaderboard: values.optedIn,
        ...(friendInvite ? { friend_invite: friendInvite } : {}),
        ...(evaluation.data
          ? { evaluation: evaluationToSend(evaluation.data, values.answers) }
          : {}),
      }).unwrap();
      dispatch(sessionRestored());
      clearRegistrationEmail();
      void navigate(paths['go.u.prestart.basics'], { replace: true });
    } catch (failure) {
      const errors = errorsOf(failure);
      const status = statusOf(failure);
      if (errors.some((error) => CLOSED_ANSWERS.includes(error))) {
        setDialog(REGISTRATION_CLOSED);
      } else if (status >= 400 && status < 500 && errors.length) {
        setServerError(errors[0]!);
      } else {
        setServerError(COULD_NOT_CREATE_USER);
        setDialog(UNEXPECTED);
      }
    }
  };

  const section = { values, change, alerts };
  return (
    <Stack maw={640} mx="auto" gap="lg" py="xl">
      <Title order={1}>Register</Title>
      <ContentBlock category="registration_content" contentKey="registration" titleOrder={2} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Register">
          <Stack gap="md">
            {serverError ? (
              <Alert color="red" variant="light" role="alert">
                {serverError}
              </Alert>
            ) : null}
            <AccountFields {...section} passwordHelp={policy.help_message} />
            <ProfileFields {...section} promotionId={promotionId} />
            {needsLocation ? (
              <LocationFields
                {...section}
                parents={parents}
                children={children}
                grandchildren={grandchildren}
                labels={locationLabels}
              />
            ) : null}
            {evaluation.data ? (
              <EvaluationFields
                evaluation={evaluation.data}
                answers={values.answers}
                change={change}
              />
            ) : null}
            {blocked ? (
              <Text id="register-blocked" size="sm" c="dimmed">
                {FIX_ALERTS_FIRST}
              </Text>
            ) : null}
            <Group justify="space-between">
              <Anchor component={Link} to={paths.welcome} size="sm">
                Back to welcome
              </Anchor>
              <Button
                type="submit"
                loading={isLoading}
                disabled={isLoading || blocked}
                aria-describedby={blocked ? 'register-blocked' : undefined}
              >
                Register
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={CANNOT_REGISTER}
        centered
      >
        <Stack gap="md">
          <Text>{dialog}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setDialog(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
