import { useState } from 'react';
import { Alert, Button, Group, Modal, Text, TextInput } from '@mantine/core';

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
  const [name, setName] = useState(initialName);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
    >
      <TextInput
        label="Report name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
        data-autofocus
        maxLength={255}
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
