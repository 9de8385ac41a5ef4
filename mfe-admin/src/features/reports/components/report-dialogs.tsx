import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

/** The longest report name the server stores. */
export const REPORT_NAME_MAX = 255;

/** A report's name: not blank, sent without the spaces around it. */
export const reportNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Report name is required.')
    .max(REPORT_NAME_MAX, `Report name is limited to ${REPORT_NAME_MAX} characters.`),
});

export interface SaveReportDialogProps {
  opened: boolean;
  title: string;
  initialName: string;
  saving: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Create and Save As: asks for the new report's name. */
export function SaveReportDialog(props: SaveReportDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened ? <SaveReportForm {...props} /> : null}
    </Modal>
  );
}

function SaveReportForm({ initialName, saving, error, onSave, onClose }: SaveReportDialogProps) {
  const form = useForm<
    z.input<typeof reportNameSchema>,
    unknown,
    z.output<typeof reportNameSchema>
  >({ resolver: zodResolver(reportNameSchema), defaultValues: { name: initialName } });
  // Save stays off while the name is blank, as the browser's own check for `required` would.
  const name = useWatch({ control: form.control, name: 'name' });
  return (
    <form onSubmit={(event) => void form.handleSubmit(({ name }) => onSave(name))(event)}>
      <TextInput
        label="Report name"
        required
        data-autofocus
        maxLength={REPORT_NAME_MAX}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {error ? (
        <Alert color="red" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={!name.trim()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

export interface ConfirmDeleteDialogProps {
  opened: boolean;
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Delete report" centered>
      <Text mb="md">Delete the report “{props.name}”? This cannot be undone.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          Cancel
        </Button>
        <Button color="red" loading={props.deleting} onClick={props.onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}

/** Spec 3: 50,000 rows raise the limit dialog. */
export function LimitDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Report limit reached" centered>
      <Text mb="md">
        This report has more than 50,000 rows. Only the first 50,000 are shown and exported: narrow
        it down with filters, dates or a location.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
