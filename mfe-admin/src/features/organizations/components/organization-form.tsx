import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSaveOrganizationMutation } from '../api/organizations-api';
import type { Organization, OrganizationInput, Reseller } from '../api/organizations-api';
import {
  NEW_ORGANIZATION_REDIRECT_MS,
  SAVE_ORGANIZATION_FAILED,
  serverErrors,
} from '../lib/messages';

type FormValues = Omit<OrganizationInput, 'flags'> & {
  enable_account_lockouts: boolean;
  sso_client_secret: string;
};

const NUMBERS: Array<[keyof FormValues & `password_${string}`, string, number]> = [
  ['password_min_length', 'Minimum length', 1],
  ['password_max_length', 'Maximum length', 1],
  ['password_min_letters', 'Minimum letters', 0],
  ['password_min_numbers', 'Minimum numbers', 0],
  ['password_min_symbols', 'Minimum symbols', 0],
];

const TEXTS: Array<[keyof FormValues, string]> = [
  ['sso_label', 'Sign-in button label'],
  ['sso_login_url', 'Sign-in URL'],
  ['sso_redirect', 'Logout redirect URL'],
  ['sso_issuer_url', 'Identity provider (issuer URL)'],
  ['sso_client_id', 'Client ID'],
];

/** Spec 3 s9 defaults for a new organization. */
const NEW_VALUES: FormValues = {
  name: '',
  reseller_id: null,
  wskey: null,
  is_sso_enabled: false,
  sso_label: null,
  sso_login_url: null,
  sso_redirect: null,
  sso_issuer_url: null,
  sso_client_id: null,
  sso_client_secret: '',
  password_min_length: 8,
  password_max_length: 20,
  password_min_letters: 1,
  password_min_numbers: 1,
  password_min_symbols: 1,
  password_regular_expression_string: null,
  password_help_message: null,
  enable_account_lockouts: true,
  is_staywell: false,
};

const valuesOf = (organization: Organization): FormValues => {
  const {
    id: _id,
    reseller_name: _r,
    promotions_count: _p,
    has_sso_client_secret: _s,
    flags,
    ...rest
  } = organization;
  return { ...rest, sso_client_secret: '', enable_account_lockouts: flags.enable_account_lockouts };
};

interface Props {
  organization?: Organization;
  resellers: Reseller[] | undefined;
  defaultResellerId?: number;
}

/** The organization form: every field of spec 3 s3 "Organization". */
export function OrganizationForm({ organization, resellers, defaultResellerId }: Props) {
  const navigate = useNavigate();
  const [save, saving] = useSaveOrganizationMutation();
  const [problems, setProblems] = useState<string[] | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const { control, handleSubmit, register, watch } = useForm<FormValues>({
    defaultValues: organization
      ? valuesOf(organization)
      : { ...NEW_VALUES, reseller_id: defaultResellerId ?? null },
  });
  const sso = watch('is_sso_enabled');

  // Spec 3 s4: a new organization moves to its promotions list after 500 ms.
  useEffect(() => {
    if (created === null) return undefined;
    const timer = setTimeout(
      () => void navigate(paths.promotionsOf({ org_id: created })),
      NEW_ORGANIZATION_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const submit = handleSubmit(async ({ enable_account_lockouts, sso_client_secret, ...values }) => {
    setProblems(null);
    const body: OrganizationInput = {
      ...values,
      flags: { enable_account_lockouts },
      // Write-only: left empty, the stored secret stays.
      ...(sso_client_secret ? { sso_client_secret } : {}),
    };
    try {
      const saved = await save({ id: organization?.id, body }).unwrap();
      if (organization) void navigate(paths['organization.view'](saved.id));
      else setCreated(saved.id);
    } catch (failure) {
      setProblems(serverErrors(failure));
    }
  });

  const text = (name: keyof FormValues, label: string) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          value={(field.value as string | null) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value || null)}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Organization" noValidate>
      <Stack maw={720}>
        <TextInput label="Name" required {...register('name')} />
        {resellers ? (
          <Controller
            control={control}
            name="reseller_id"
            render={({ field }) => (
              <NativeSelect
                label="Reseller"
                data={[
                  { value: '', label: 'No reseller' },
                  ...resellers.map(({ id, name }) => ({ value: String(id), label: name })),
                ]}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) =>
                  field.onChange(
                    event.currentTarget.value ? Number(event.currentTarget.value) : null,
                  )
                }
              />
            )}
          />
        ) : null}
        {text('wskey', 'Web service key')}
        <Fieldset legend="Password policy">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {NUMBERS.map(([name, label, min]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={label}
                    min={min}
                    max={128}
                    allowDecimal={false}
                    value={field.value as number}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : min)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          {text('password_regular_expression_string', 'Password regular expression')}
          <Controller
            control={control}
            name="password_help_message"
            render={({ field }) => (
              <Textarea
                label="Password help message"
                description="Shown when a password breaks the policy; left empty, one is built from the numbers."
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value || null)}
              />
            )}
          />
        </Fieldset>
        <Fieldset legend="Sign-in">
          <Stack>
            <Controller
              control={control}
              name="enable_account_lockouts"
              render={({ field }) => (
                <Switch
                  label="Lock accounts after five failed sign-ins"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="is_staywell"
              render={({ field }) => (
                <Switch
                  label="StayWell organization"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="is_sso_enabled"
              render={({ field }) => (
                <Switch
                  label="Single sign-on"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {sso ? (
              <>
                {TEXTS.map(([name, label]) => text(name, label))}
                <PasswordInput
                  label="Client secret"
                  description={
                    organization?.has_sso_client_secret
                      ? 'A secret is stored; leave empty to keep it.'
                      : 'No secret is stored.'
                  }
                  autoComplete="off"
                  {...register('sso_client_secret')}
                />
              </>
            ) : null}
          </Stack>
        </Fieldset>
        {problems ? (
          <Alert color="red" title={SAVE_ORGANIZATION_FAILED} role="alert">
            {problems.join(' ')}
          </Alert>
        ) : null}
        {created !== null ? (
          <Alert color="green" role="status">
            Organization saved. Opening its promotions…
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving.isLoading} disabled={created !== null}>
            Save
          </Button>
          <Button component={Link} to={paths.organizations} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
