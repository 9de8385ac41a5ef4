import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { firstError } from '@wellness/shared-ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useShareRecipeMutation } from '../api/recipes-api';
import { RECIPE_MESSAGES } from '../lib/recipes';

/** The server's own blank-content message, shown as the client's (spec 2 s5). */
const SERVER_BLANK = "Content can't be blank";

const shareRecipeSchema = z.object({
  content: z.string().refine((content) => content.trim() !== '', RECIPE_MESSAGES.blankShare),
});
type ShareRecipeForm = z.infer<typeof shareRecipeSchema>;

export interface ShareRecipeDialogProps {
  recipe: { id: number; title: string };
  opened: boolean;
  onClose: () => void;
}

/** "Share on the wall": a post with the user's words and the recipe as its shared card. */
export function ShareRecipeDialog({ recipe, opened, onClose }: ShareRecipeDialogProps) {
  const [share, { isLoading }] = useShareRecipeMutation();
  const errorId = useId();
  const form = useForm<ShareRecipeForm>({
    resolver: zodResolver(shareRecipeSchema),
    defaultValues: { content: '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.content?.message;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await share({ recipeId: recipe.id, content }).unwrap();
      notifications.show({ message: RECIPE_MESSAGES.shared });
      close();
    } catch (failure) {
      const message = firstError(failure, RECIPE_MESSAGES.shareFailed);
      form.setError('content', {
        message: message === SERVER_BLANK ? RECIPE_MESSAGES.blankShare : message,
      });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Share on the wall">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Share recipe">
        <Stack gap="sm">
          <Text size="sm">
            Sharing <strong>{recipe.title}</strong>
          </Text>
          <Textarea
            label="Say something about this recipe"
            autosize
            minRows={3}
            error={error}
            errorProps={{ id: errorId, role: 'alert' }}
            aria-describedby={error ? errorId : undefined}
            data-autofocus
            {...form.register('content', { onChange: () => form.clearErrors('content') })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading}>
              Post
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
