import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useGetMeQuery } from '@wellness/shared-ui';
import { useMakeBonusChoiceMutation, useMakeGalleryChoiceMutation } from '../api/works-api';
import { WORK_BONUS_POINTS } from '../api/works-api';
import type { Work } from '../api/works-api';
import { GiftChoice } from './gift-choice';

interface FinaliseDialogProps {
  work: Work;
  opened: boolean;
  onClose: () => void;
}

/**
 * The finalise flow (spec 1 s4): the final gallery choice first, then the final bonus choice
 * only when the participant has a team (or friends). The last choice finishes the image and
 * applies the bonus (services/participant README "Works": kept, points; shared, the team's).
 */
export function FinaliseDialog({ work, opened, onClose }: FinaliseDialogProps) {
  const [chooseGallery, gallery] = useMakeGalleryChoiceMutation();
  const [chooseBonus, bonus] = useMakeBonusChoiceMutation();
  const bonusStep = work.made_final_gallery_choice;
  // Friends make the bonus choice available too (README "Gift points"): sharing needs a team.
  const onTeam = (useGetMeQuery().data?.team_id ?? null) !== null;
  const busy = gallery.isLoading || bonus.isLoading;

  const galleryChoice = async (publicGallery: boolean) => {
    const saved = await chooseGallery({ id: work.id, public_gallery: publicGallery }).unwrap();
    if (saved.user_completed) onClose();
  };
  const bonusChoice = async (choice: 'keep' | 'share') => {
    await chooseBonus({ id: work.id, bonus_choice: choice }).unwrap();
    // Spec 2 s4's popup for a bonus kept.
    if (choice === 'keep') notifications.show({ color: 'green', message: 'Gifted myself' });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Finish your image" centered>
      <Stack gap="md">
        {bonusStep ? (
          <>
            <Text>
              {`Your finished image earns a bonus of ${WORK_BONUS_POINTS} points. Keep the points, or share the image with your team: it counts as one of your team's finished images.`}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={busy}
                onClick={() => void bonusChoice('keep').catch(() => undefined)}
              >
                {`Keep my ${WORK_BONUS_POINTS} points`}
              </Button>
              {onTeam && (
                <Button
                  disabled={busy}
                  onClick={() => void bonusChoice('share').catch(() => undefined)}
                >
                  Share with my team
                </Button>
              )}
            </Group>
            <GiftChoice onDone={onClose} busy={busy} />
          </>
        ) : (
          <>
            <Text>Show your finished image in the public gallery?</Text>
            {!work.bonus_available && (
              <Text size="sm">{`Finishing adds your ${WORK_BONUS_POINTS} bonus points.`}</Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={busy}
                onClick={() => void galleryChoice(false).catch(() => undefined)}
              >
                Keep it private
              </Button>
              <Button
                disabled={busy}
                onClick={() => void galleryChoice(true).catch(() => undefined)}
              >
                Share in the gallery
              </Button>
            </Group>
          </>
        )}
        {(gallery.isError || bonus.isError) && (
          <Alert color="red" role="alert">
            Could not save changes.
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
