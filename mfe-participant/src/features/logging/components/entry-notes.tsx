import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { UnsavedChangesDialog, useDelayedFlag } from '@wellness/shared-ui';
import type { Promotion } from '@wellness/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveNotesMutation } from '../api/logging-api';
import type { Entry } from '../api/types';
import { entryErrorMessage } from '../hooks/use-entry-actions';
import { canChangeEntry } from '../lib/logging-rules';

const notesSchema = z.object({
  notes: z.string().max(2000, 'Notes can be at most 2000 characters.'),
});
type NotesForm = z.infer<typeof notesSchema>;

/** The day's notes: saved on Save, put back to the saved text on Cancel. */
export function EntryNotes({ entry, promotion }: { entry: Entry; promotion: Promotion }) {
  const [saveNotes, { isLoading }] = useSaveNotesMutation();
  const [justSaved, setJustSaved] = useState(false);
  const saved = entry.notes ?? '';
  const form = useForm<NotesForm>({
    resolver: zodResolver(notesSchema),
    defaultValues: { notes: saved },
  });
  const { isDirty, errors } = form.formState;
  const editable = canChangeEntry(entry, promotion);
  const showSaving = useDelayedFlag(isLoading);

  // Notes saved in another tab arrive here; edits in progress are never overwritten.
  const lastSaved = useRef(saved);
  useEffect(() => {
    if (saved === lastSaved.current) return;
    lastSaved.current = saved;
    if (!form.formState.isDirty) form.reset({ notes: saved });
  }, [saved, form]);

  const onSave = form.handleSubmit(async ({ notes }) => {
    try {
      const stored = await saveNotes({ recorded_on: entry.recorded_on, notes }).unwrap();
      lastSaved.current = stored.notes ?? '';
      // Keeps anything typed while the save was on its way (still unsaved, still dirty).
      form.reset({ notes: lastSaved.current }, { keepDirtyValues: true });
      setJustSaved(true);
    } catch (error) {
      const message = entryErrorMessage(error);
      notifications.show({
        color: 'red',
        title: 'Could not save notes',
        message,
        autoClose: false,
      });
    }
  });

  let status = '';
  if (showSaving) status = 'Saving…';
  else if (justSaved && !isDirty) status = 'Notes saved.';

  return (
    <>
      <form onSubmit={onSave} noValidate aria-label="Notes">
        <Stack gap="xs">
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            readOnly={!editable}
            description={editable ? undefined : 'Notes cannot be changed on this day.'}
            error={errors.notes?.message}
            {...form.register('notes', { onChange: () => setJustSaved(false) })}
          />
          <Group justify="space-between">
            <Text role="status" size="sm" c="dimmed">
              {status}
            </Text>
            {editable && (
              <Group gap="xs">
                <Button
                  variant="default"
                  disabled={!isDirty}
                  onClick={() => form.reset({ notes: lastSaved.current })}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={!isDirty} loading={isLoading}>
                  Save notes
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog when={isDirty} />
    </>
  );
}
