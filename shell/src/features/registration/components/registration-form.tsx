import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  Modal,
  NativeSelect,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ContentBlock,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  passwordRuleProblem,
  sessionRestored,
  useAppDispatch,
  usePasswordChecks,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useCreateUserMutation,
  useProfileImagesQuery,
  useRegistrationLocationsQuery,
  useValidateEmailMutation,
} from '../api/registration-api';
import type { Eligibility } from '../api/registration-api';
import {
  CANNOT_REGISTER,
  CLOSED_ANSWERS,
  COULD_NOT_CREATE_USER,
  EMAILS_DO_NOT_MATCH,
  EMAIL_CHECK_DELAY_MS,
  EMAIL_IN_USE,
  INVALID_EMAIL,
  LOCATION_NEEDED,
  NAME_REQUIRED,
  PHOTO_NEEDED,
  REGISTRATION_CLOSED,
  UNEXPECTED,
} from '../lib/registration-messages';
import { clearRegistrationEmail, storedRegistrationEmail } from '../../../lib/registration-email';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Failure {
  status?: unknown;
  data?: { errors?: unknown };
}
const errorsOf = (failure: unknown): string[] => {
  const errors = (failure as Failure)?.data?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string') : [];
};
const statusOf = (failure: unknown) =>
  typeof (failure as Failure)?.status === 'number' ? ((failure as Failure).status as number) : 0;

/** A location picker's options: a blank first choice, then the locations by name. */
const choices = (locations: Array<{ id: number; name: string }>) => [
  { value: '', label: 'Choose…' },
  ...locations.map((location) => ({ value: String(location.id), label: location.name })),
];

/**
 * The pickers' labels: the promotion's location labels (comma-separated, one per level, as
 * stored; an array is taken as it is), else Location and Office.
 */
interface RegistrationFormProps {
  promotionId: number;
  policy: Parameters<typeof passwordRuleProblem>[0];
  showLocations: boolean;
  locationLabels: [string, string];
  eligibility: Eligibility | null;
}

export function RegistrationForm({
  promotionId,
  policy,
  showLocations,
  locationLabels: [parentLabel, childLabel],
  eligibility,
}: RegistrationFormProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const images = useProfileImagesQuery(promotionId);
  const locations = useRegistrationLocationsQuery(promotionId, { skip: !showLocations });
  const [validateEmail] = useValidateEmailMutation();
  const [createUser, { isLoading }] = useCreateUserMutation();

  const [firstName, setFirstName] = useState(eligibility?.first_name ?? '');
  const [lastName, setLastName] = useState(eligibility?.last_name ?? '');
  const [email, setEmail] = useState(() => eligibility?.email ?? storedRegistrationEmail());
  const [retypeEmail, setRetypeEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [imageId, setImageId] = useState<string | null>(null);
  const [parentId, setParentId] = useState<string | null>(null);
  const [childId, setChildId] = useState<string | null>(null);
  const [optedIn, setOptedIn] = useState(true);
  const [submitted, setSubmitted] = useState<Record<string, string>>({});
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<string | null>(null);

  const passwordChecks = usePasswordChecks(policy, password, confirmation);
  const [settledEmail] = useDebouncedValue(email.trim(), EMAIL_CHECK_DELAY_MS);
  const [settledRetype] = useDebouncedValue(retypeEmail.trim(), EMAIL_CHECK_DELAY_MS);

  // Spec 3 s5: format first, then uniqueness by the validate call, 1 s after typing (not
  // while the address is still changing).
  const emailSettled = settledEmail === email.trim();
  useEffect(() => {
    if (!settledEmail || !emailSettled) return;
    if (!EMAIL_PATTERN.test(settledEmail)) {
      setEmailProblem(INVALID_EMAIL);
      return;
    }
    let current = true;
    validateEmail({ promotionId, value: settledEmail.toLowerCase() })
      .unwrap()
      .then(() => current && setEmailProblem(null))
      .catch((failure: unknown) => {
        if (!current) return;
        setEmailProblem(statusOf(failure) === 422 ? (errorsOf(failure)[0] ?? EMAIL_IN_USE) : null);
      });
    return () => {
      current = false;
    };
  }, [settledEmail, emailSettled, validateEmail, promotionId]);

  const parents = useMemo(
    () => (locations.data ?? []).filter((location) => location.parent_id === null),
    [locations.data],
  );
  const children = useMemo(
    () =>
      (locations.data ?? []).filter(
        (location) => parentId !== null && location.parent_id === Number(parentId),
      ),
    [locations.data, parentId],
  );
  const needsLocation = showLocations && parents.length > 0;

  const retypeMismatch =
    settledRetype && settledRetype === retypeEmail.trim()
      ? settledRetype.toLowerCase() !== email.trim().toLowerCase()
      : false;

  const problems = () => {
    const found: Record<string, string> = {};
    if (!firstName.trim() || !lastName.trim()) found.name = NAME_REQUIRED;
    if (!EMAIL_PATTERN.test(email.trim())) found.email = INVALID_EMAIL;
    if (retypeEmail.trim().toLowerCase() !== email.trim().toLowerCase()) {
      found.retypeEmail = EMAILS_DO_NOT_MATCH;
    }
    const rule = password ? passwordRuleProblem(policy, password) : PASSWORD_REQUIRED;
    if (rule) found.password = rule;
    if (confirmation !== password) found.confirmation = PASSWORDS_DO_NOT_MATCH;
    if (!imageId) found.image = PHOTO_NEEDED;
    if (needsLocation && (!parentId || (children.length > 0 && !childId))) {
      found.location = LOCATION_NEEDED;
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const found = problems();
    setSubmitted(found);
    if (Object.keys(found).length || emailProblem) return;
    setServerError(null);
    try {
      await createUser({
        email: email.trim(),
        password,
        profile: {
          first_name: firstName.trim(),
          last_name: lastName.trim(),
          image: { id: Number(imageId) },
        },
        ...(eligibility ? { eligibility_identifier: eligibility.identifier } : {}),
        location_id: needsLocation ? Number(childId ?? parentId) : null,
        opted_in_individual_leaderboard: optedIn,
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

  const clear = (field: string) => setSubmitted(({ [field]: _gone, ...rest }) => rest);

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
            <Group grow align="flex-start">
              <TextInput
                label="First name"
                required
                autoComplete="given-name"
                value={firstName}
                onChange={(event) => {
                  clear('name');
                  setFirstName(event.currentTarget.value);
                }}
                error={submitted.name}
                errorProps={{ role: 'alert' }}
              />
              <TextInput
                label="Last name"
                required
                autoComplete="family-name"
                value={lastName}
                onChange={(event) => {
                  clear('name');
                  setLastName(event.currentTarget.value);
                }}
              />
            </Group>
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => {
                clear('email');
                setEmailProblem(null);
                setEmail(event.currentTarget.value);
              }}
              error={submitted.email ?? emailProblem}
              errorProps={{ role: 'alert' }}
            />
            {emailProblem === EMAIL_IN_USE ? (
              <Anchor component={Link} to={`${paths.welcome}?login=true`} size="sm">
                Log in
              </Anchor>
            ) : null}
            <TextInput
              label="Retype email"
              type="email"
              required
              autoComplete="email"
              value={retypeEmail}
              onChange={(event) => {
                clear('retypeEmail');
                setRetypeEmail(event.currentTarget.value);
              }}
              error={submitted.retypeEmail ?? (retypeMismatch ? EMAILS_DO_NOT_MATCH : null)}
              errorProps={{ role: 'alert' }}
            />
            <PasswordInput
              label="Password"
              required
              autoComplete="new-password"
              description={policy.help_message}
              value={password}
              onChange={(event) => {
                clear('password');
                setPassword(event.currentTarget.value);
              }}
              error={submitted.password ?? passwordChecks.rule}
              errorProps={{ role: 'alert' }}
            />
            <PasswordInput
              label="Retype password"
              required
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => {
                clear('confirmation');
                setConfirmation(event.currentTarget.value);
              }}
              error={submitted.confirmation ?? passwordChecks.retype}
              errorProps={{ role: 'alert' }}
            />
            <Radio.Group
              label="Profile image"
              required
              value={imageId}
              onChange={(value) => {
                clear('image');
                setImageId(value);
              }}
              error={submitted.image}
              errorProps={{ role: 'alert' }}
            >
              <SimpleGrid cols={{ base: 4, sm: 8 }} spacing="xs" mt="xs">
                {(images.data ?? []).map((image, index) => (
                  <Radio.Card
                    key={image.id}
                    value={String(image.id)}
                    radius="xl"
                    p={2}
                    aria-label={`Profile image ${index + 1}`}
                  >
                    <Image src={image.url} alt="" radius="xl" />
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            {needsLocation ? (
              <Group grow align="flex-start">
                <NativeSelect
                  label={parentLabel}
                  required
                  data={choices(parents)}
                  value={parentId ?? ''}
                  onChange={(event) => {
                    clear('location');
                    setParentId(event.currentTarget.value || null);
                    setChildId(null);
                  }}
                  error={submitted.location}
                  errorProps={{ role: 'alert' }}
                />
                {children.length ? (
                  <NativeSelect
                    label={childLabel}
                    required
                    data={choices(children)}
                    value={childId ?? ''}
                    onChange={(event) => {
                      clear('location');
                      setChildId(event.currentTarget.value || null);
                    }}
                  />
                ) : null}
              </Group>
            ) : null}
            <Checkbox
              label="Show me on the individual leaderboard"
              checked={optedIn}
              onChange={(event) => setOptedIn(event.currentTarget.checked)}
            />
            <Group justify="space-between">
              <Anchor component={Link} to={paths.welcome} size="sm">
                Back to welcome
              </Anchor>
              <Button type="submit" loading={isLoading} disabled={isLoading}>
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
