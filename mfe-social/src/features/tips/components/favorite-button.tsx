import { Button } from '@mantine/core';
import { useLikeTipMutation, useUnlikeTipMutation } from '../api/tips-api';

export interface FavoriteButtonProps {
  tipId: number;
  favorited: boolean;
}

/**
 * The tip's favourite toggle (spec 2 s4: like or unlike). Its pressed state is the
 * favourite; a failed toggle is ignored (spec 2 s8) and the list shows what the server holds.
 */
export function FavoriteButton({ tipId, favorited }: FavoriteButtonProps) {
  const [like, liking] = useLikeTipMutation();
  const [unlike, unliking] = useUnlikeTipMutation();
  const busy = liking.isLoading || unliking.isLoading;
  const toggle = async () => {
    try {
      await (favorited ? unlike(tipId) : like(tipId)).unwrap();
    } catch {
      // Spec 2 s8: like and unlike failures are ignored silently.
    }
  };
  return (
    <Button
      variant={favorited ? 'filled' : 'default'}
      size="compact-sm"
      aria-pressed={favorited}
      loading={busy}
      leftSection={<span aria-hidden="true">{favorited ? '♥' : '♡'}</span>}
      onClick={() => void toggle()}
    >
      Favorite
    </Button>
  );
}
