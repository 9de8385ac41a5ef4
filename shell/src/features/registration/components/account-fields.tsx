import { Link } from 'react-router';
import { Anchor, Group, PasswordInput, TextInput } from '@mantine/core';
import { paths } from '../../../config/paths';
import { EMAIL_IN_USE } from '../lib/registration-messages';
import type { SectionProps } from '../lib/registration-values';

const alertRole = { role: 'alert' };

/** The account: names, e-mail (and its retype), password (and its retype). */
export function AccountFields({
  values,
  change,
  alerts,
  passwordHelp,
}: SectionProps & { passwordHelp: string }) {
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => change('firstName', event.currentTarget.value)}
          error={alerts.name}
          errorProps={alertRole}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => change('lastName', event.currentTarget.value)}
        />
      </Group>
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email', event.currentTarget.value)}
        error={alerts.email}
        errorProps={alertRole}
      />
      {alerts.email === EMAIL_IN_USE ? (
        <Anchor component={Link} to={`${paths.welcome}?login=true`} size="sm">
          Log in
        </Anchor>
      ) : null}
      <TextInput
        label="Retype email"
        type="email"
        required
        autoComplete="email"
        value={values.retypeEmail}
        onChange={(event) => change('retypeEmail', event.currentTarget.value)}
        error={alerts.retypeEmail}
        errorProps={alertRole}
      />
      <PasswordInput
        label="Password"
        required
        autoComplete="new-password"
        description={passwordHelp}
        value={values.password}
        onChange={(event) => change('password', event.currentTarget.value)}
        error={alerts.password}
        errorProps={alertRole}
      />
      <PasswordInput
        label="Retype password"
        required
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(event) => change('confirmation', event.currentTarget.value)}
        error={alerts.confirmation}
        errorProps={alertRole}
      />
    </>
  );
}
