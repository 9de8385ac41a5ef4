import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useClearRecipeRatingMutation, useRateRecipeMutation } from '../api/recipes-api';
import type { Recipe } from '../api/recipes-api';
import { CLEARED_MESSAGE_MS, RECIPE_MESSAGES, STAR_LABELS, starsOf } from '../lib/recipes';

/**
 * The caller's rating (spec 2 s4: set, changed or cleared): five star buttons labelled with the
 * spec's words (Poor … Awesome), sent ×20; a clear button, and its message for 2.5 s.
 */
export function RecipeRating({ recipe }: { recipe: Recipe }) {
  const [rate, rating] = useRateRecipeMutation();
  const [clear, clearing] = useClearRecipeRatingMutation();
  const [hovered, setHovered] = useState<number | null>(null);
  const [cleared, setCleared] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mine = starsOf(recipe.userRating);
  const shown = hovered ?? mine;

  const onClear = async () => {
    await clear(recipe.id).unwrap();
    setCleared(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCleared(false), CLEARED_MESSAGE_MS);
  };

  return (
    <Stack gap={4}>
      <Group gap={4} role="group" aria-label="Your rating" onMouseLeave={() => setHovered(null)}>
        {STAR_LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <Button
              key={label}
              variant="subtle"
              size="compact-md"
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${label}`}
              aria-pressed={mine === stars}
              disabled={rating.isLoading}
              onMouseEnter={() => setHovered(stars)}
              onFocus={() => setHovered(stars)}
              onBlur={() => setHovered(null)}
              onClick={() => void rate({ id: recipe.id, score: stars * 20 })}
            >
              <span aria-hidden="true">{stars <= shown ? '★' : '☆'}</span>
            </Button>
          );
        })}
        <Text size="sm" aria-hidden="true" miw={70}>
          {shown ? STAR_LABELS[shown - 1] : ''}
        </Text>
        {mine > 0 && (
          <Button
            variant="default"
            size="compact-sm"
            loading={clearing.isLoading}
            onClick={() => void onClear()}
          >
            Clear rating
          </Button>
        )}
      </Group>
      <Text size="sm" role="status">
        {cleared
          ? RECIPE_MESSAGES.ratingCleared
          : mine
            ? `You rated it ${STAR_LABELS[mine - 1]}.`
            : ''}
      </Text>
    </Stack>
  );
}
