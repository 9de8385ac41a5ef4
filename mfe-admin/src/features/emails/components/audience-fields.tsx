import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { EmailLocation } from '../api/emails-api';
import type { EmailFormValues } from '../lib/email-form';

export interface AudienceFieldsProps {
  control: Control<EmailFormValues>;
  register: UseFormRegister<EmailFormValues>;
  errors: FieldErrors<EmailFormValues>;
  locations: EmailLocation[];
  /** "Only the addresses below": the participant filters do not apply. */
  addressesOnly: boolean;
}

const TEAM_OPTIONS = [
  { value: '', label: 'Anyone' },
  { value: 'on_team', label: 'On a team' },
  { value: 'no_team', label: 'Not on a team' },
];

/** A location under another reads "North Region / Boston Office". */
function locationOptions(locations: EmailLocation[]) {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const label = (location: EmailLocation, depth = 0): string => {
    const parent = location.parent_id === null ? undefined : byId.get(location.parent_id);
    return parent && depth < 5 ? `${label(parent, depth + 1)} / ${location.name}` : location.name;
  };
  const options = locations
    .map((location) => ({ value: String(location.id), label: label(location) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: '', label: 'Any location' }, ...options];
}

/** Send to, and which of the promotion's participants: location, team, inactivity. */
export function AudienceFields({
  control,
  register,
  errors,
  locations,
  addressesOnly,
}: AudienceFieldsProps) {
  return (
    <>
      <NativeSelect
        label="Send to"
        data={[
          { value: 'all', label: 'All participants' },
          { value: 'none', label: 'Only the addresses below' },
        ]}
        {...register('audience', { deps: ['otherAddresses'] })}
      />
      <Fieldset legend="Which participants" disabled={addressesOnly}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <NativeSelect
                label="Location"
                data={locationOptions(locations)}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                disabled={addressesOnly}
              />
            )}
          />
          <NativeSelect
            label="Team"
            data={TEAM_OPTIONS}
            disabled={addressesOnly}
            {...register('team')}
          />
          <TextInput
            label="Inactive for (days)"
            description="Nothing logged in this many days"
            type="number"
            min={1}
            max={365}
            disabled={addressesOnly}
            error={errors.inactiveDays?.message}
            {...register('inactiveDays')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
