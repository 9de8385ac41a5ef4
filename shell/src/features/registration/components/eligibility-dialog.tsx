import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ContentBlock } from '@wellness/shared-ui';
import { useCheckEligibilityMutation } from '../api/registration-api';
import type { Eligibility } from '../api/registration-api';
import {
  UNEXPECTED,
  identifierInUse,
  identifierInvalid,
  identifierRequired,
} from '../lib/registration-messages';

export interface EligibilityDialogProps {
  promotionId: number;
  /** The identifier's name from the eligibility content (default Token). */
  label: string;
  onEligible: (eligibility: Eligibility) => void;
  /** Cancel without valid data: back to welcome (spec 3 s4). */
  onCancel: () => void;
}

const statusOf = (error: unknown) =>
  typeof (error as { status?: unknown })?.status === 'number'
    ? (error as { status: number }).status
    : null;

/** Spec 3 s4 "Eligibility at registration": a blocking dialog before the form. */
export function EligibilityDialog({
  promotionId,
  label,
  onEligible,
  onCancel,
}: EligibilityDialogProps) {
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckEligibilityMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const value = identifier.trim();
    if (!value) {
      setError(identifierRequired(label));
      return;
    }
    setError(null);
    try {
      onEligible(await check({ promotionId, identifier: value }).unwrap());
    } catch (failure) {
      const status = statusOf(failure);
      setError(
        status === 422
          ? identifierInUse(label)
          : status === 404
            ? identifierInvalid(label)
            : UNEXPECTED,
      );
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      title="Eligibility"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Eligibility">
        <Stack gap="md">
          <ContentBlock category="eligibility" contentKey="eligibility" titleOrder={3} />
          <TextInput
            label={label}
            required
            data-autofocus
            value={identifier}
            onChange={(event) => {
              setError(null);
              setIdentifier(event.currentTarget.value);
            }}
            error={error}
            errorProps={{ role: 'alert' }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
