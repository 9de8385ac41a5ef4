import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { firstError } from '@wellness/shared-ui';
import { useSavePromotionMutation } from '../api/promotions-api';
import type { Promotion } from '../api/promotions-api';

export interface PromotionField {
  key: string;
  label: string;
  description?: string;
  multiline?: boolean;
  type?: 'text' | 'url';
  required?: boolean;
}

export interface PromotionFieldsFormProps {
  promotion: Promotion;
  name: string;
  fields: PromotionField[];
  /** The title of a failed save, and whether it shows as a dialog (spec 3 s8's video save). */
  failure: { title: string; message?: string; dialog?: boolean };
  children?: (values: Record<string, string>) => ReactNode;
}

const valuesOf = (promotion: Promotion, fields: PromotionField[]) =>
  Object.fromEntries(fields.map(({ key }) => [key, String(promotion[key] ?? '')]));

/**
 * A promotion sub-screen that saves some of its fields as a partial body (spec 3 s7 "Update
 * with partial bodies"): an empty optional field is sent as null (cleared); the server
 * trims and checks each and answers the stored values, which the form then shows.
 */
export function PromotionFieldsForm({
  promotion,
  name,
  fields,
  failure,
  children,
}: PromotionFieldsFormProps) {
  const [values, setValues] = useState(() => valuesOf(promotion, fields));
  const [save, saving] = useSavePromotionMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = Object.fromEntries(
      fields.map(({ key, required }) => [
        key,
        required || values[key]!.trim() ? values[key] : null,
      ]),
    );
    try {
      const saved = await save({ id: promotion.id, body }).unwrap();
      setValues(valuesOf(saved, fields));
      notifications.show({ color: 'green', message: 'Saved!' });
    } catch (error) {
      setProblem(firstError(error, failure.message ?? failure.title));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={name} noValidate>
      <Stack maw={640}>
        {fields.map(({ key, label, description, multiline, type, required }) => {
          const common = {
            label,
            description,
            required,
            value: values[key],
            onChange: (event: { currentTarget: { value: string } }) =>
              setValues({ ...values, [key]: event.currentTarget.value }),
          };
          return multiline ? (
            <Textarea key={key} autosize minRows={3} {...common} />
          ) : (
            <TextInput key={key} type={type ?? 'text'} {...common} />
          );
        })}
        {problem && !failure.dialog ? (
          <Alert color="red" title={failure.title} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={saving.isLoading}>
            Save
          </Button>
        </Group>
        {children?.(values)}
      </Stack>
      <Modal
        opened={Boolean(problem && failure.dialog)}
        onClose={() => setProblem(null)}
        title={failure.title}
        centered
      >
        <Stack>
          <Text size="sm">{failure.message}</Text>
          {problem && problem !== failure.message ? <Text size="sm">{problem}</Text> : null}
          <Button w="fit-content" onClick={() => setProblem(null)}>
            OK
          </Button>
        </Stack>
      </Modal>
    </form>
  );
}
