import { useState } from 'react';
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useSavePromotionMutation } from '../api/promotions-api';
import type { Promotion, PromotionSummary } from '../api/promotions-api';
import {
  DATE_FIELDS,
  FLAG_FIELDS,
  LABEL_FIELDS,
  NUMBER_FIELDS,
  PROGRAM_LENGTHS,
  SUBDOMAIN_HELP,
  TEXT_FIELDS,
  defaultGoal,
  endDate,
  isDnsLabel,
  newPromotionValues,
} from '../lib/promotion-form';
import type { PromotionValues } from '../lib/promotion-form';

interface Props {
  promotion?: Promotion;
  orgId?: number;
  organizations: Array<{ id: number; name: string }>;
  parents: PromotionSummary[];
}

const editable = (promotion: Promotion): PromotionValues => {
  const keys = [
    'name',
    'subdomain',
    'program_name',
    'starts_on',
    'program_length',
    'default_goal',
    'organization_id',
    'parent_promotion_id',
    ...[TEXT_FIELDS, LABEL_FIELDS, DATE_FIELDS, NUMBER_FIELDS, FLAG_FIELDS].flatMap((list) =>
      list.map(([key]) => key),
    ),
  ];
  return Object.fromEntries(
    keys.map((key) => [key, (promotion[key] as PromotionValues[string]) ?? null]),
  );
};

/** The promotion form (/promotion/create?org_id, /promotion/{id}/edit): spec 3 s3 "Promotion". */
export function PromotionForm({ promotion, orgId, organizations, parents }: Props) {
  const navigate = useNavigate();
  const [save, saving] = useSavePromotionMutation();
  const [values, setValues] = useState<PromotionValues>(() =>
    promotion ? editable(promotion) : newPromotionValues(orgId),
  );
  const set = (key: string, value: PromotionValues[string]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: string) => (values[key] as string | null) ?? '';
  const subdomain = text('subdomain');
  const subdomainError = subdomain && !isDnsLabel(subdomain) ? SUBDOMAIN_HELP : null;
  const length = Number(values.program_length);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save({ id: promotion?.id, body: values }).unwrap();
      notifications.show({ color: 'green', message: `${saved.name} saved.` });
      void navigate(paths['promotion.view'](saved.id));
    } catch (failure) {
      // Spec 3 s8: "promotion save errors show the first server error in a toast".
      notifications.show({ color: 'red', title: 'Promotion', message: firstError(failure) });
    }
  };

  const date = ([key, label]: [string, string], required = false) => (
    <TextInput
      key={key}
      type="date"
      label={label}
      required={required}
      value={text(key)}
      onChange={(event) => set(key, event.currentTarget.value || null)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Promotion" noValidate>
      <Stack maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            required
            value={text('name')}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Program name"
            required
            value={text('program_name')}
            onChange={(e) => set('program_name', e.currentTarget.value)}
          />
          <TextInput
            label="Subdomain"
            required
            description="The programme's address: subdomain.your-domain"
            error={subdomainError}
            value={subdomain}
            onChange={(e) => set('subdomain', e.currentTarget.value.trim().toLowerCase())}
          />
          <NativeSelect
            label="Organization"
            data={[
              { value: '', label: 'No organization' },
              ...organizations.map(({ id, name }) => ({ value: String(id), label: name })),
            ]}
            value={values.organization_id === null ? '' : String(values.organization_id)}
            onChange={(e) =>
              set('organization_id', e.currentTarget.value ? Number(e.currentTarget.value) : null)
            }
          />
          <NativeSelect
            label="Parent promotion"
            data={[
              { value: '', label: 'None' },
              ...parents
                .filter(({ id }) => id !== promotion?.id)
                .map(({ id, name }) => ({ value: String(id), label: name })),
            ]}
            value={values.parent_promotion_id === null ? '' : String(values.parent_promotion_id)}
            onChange={(e) =>
              set(
                'parent_promotion_id',
                e.currentTarget.value ? Number(e.currentTarget.value) : null,
              )
            }
          />
        </SimpleGrid>
        <Fieldset legend="Dates">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {date(['starts_on', 'Starts'], true)}
            <NativeSelect
              label="Program length"
              data={PROGRAM_LENGTHS.map(({ value, label }) => ({ value: String(value), label }))}
              value={String(length)}
              onChange={(e) => {
                const next = Number(e.currentTarget.value);
                set('program_length', next);
                set('default_goal', defaultGoal(next));
              }}
            />
            {DATE_FIELDS.map((field) => date(field))}
          </SimpleGrid>
          <Text size="sm" mt="xs" aria-live="polite">
            Ends: {endDate(text('starts_on'), length) || '—'}
          </Text>
        </Fieldset>
        <Fieldset legend="Points and goal">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Default goal"
              min={0}
              allowDecimal={false}
              value={Number(values.default_goal)}
              onChange={(value) => set('default_goal', typeof value === 'number' ? value : 0)}
            />
            {NUMBER_FIELDS.map(([key, label, max]) => (
              <NumberInput
                key={key}
                label={label}
                description={`At most ${max}`}
                min={0}
                max={max}
                allowDecimal={false}
                value={Number(values[key] ?? 0)}
                onChange={(value) => set(key, typeof value === 'number' ? value : 0)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Labels">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LABEL_FIELDS.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                value={text(key)}
                onChange={(e) => set(key, e.currentTarget.value)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="More settings">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                value={text(key)}
                onChange={(e) => set(key, e.currentTarget.value || null)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Flags">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FLAG_FIELDS.map(([key, label]) => (
              <Switch
                key={key}
                label={label}
                checked={Boolean(values[key])}
                onChange={(e) => set(key, e.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={saving.isLoading} disabled={!!subdomainError}>
            Save
          </Button>
          <Button
            component={Link}
            to={promotion ? paths['promotion.view'](promotion.id) : paths.promotions}
            variant="default"
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
