import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLikeRecipeMutation, useUnlikeRecipeMutation } from '../api/recipes-api';
import type { Recipe } from '../api/recipes-api';
import { minutes, ratingText } from '../lib/recipes';
import { ShareEmailDialog } from '../../../components/share-email/share-email-dialog';
import { RecipeRating } from './recipe-rating';
import { ShareRecipeDialog } from './share-recipe-dialog';

export interface RecipeDetailProps {
  recipe: Recipe;
  /** A signed-out visitor reads and prints; favourites, ratings and sharing need an account. */
  signedIn: boolean;
  /** Share on the wall only when the promotion's wall is on. */
  canShare: boolean;
  eyebrow?: string;
}

/** A whole recipe: categories, times, ingredients, directions, rating, favourite and sharing. */
export function RecipeDetail({ recipe, signedIn, canShare, eyebrow }: RecipeDetailProps) {
  const [like, liking] = useLikeRecipeMutation();
  const [unlike, unliking] = useUnlikeRecipeMutation();
  const [sharing, setSharing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const mayShare = signedIn && canShare;
  const toggle = async () => {
    try {
      await (recipe.favorited ? unlike(recipe.id) : like(recipe.id)).unwrap();
    } catch {
      // Spec 2 s8: like and unlike failures are ignored; the page shows what the server holds.
    }
  };
  return (
    <Card component="article" withBorder radius="md" p="md" aria-labelledby="recipe-title">
      <Stack gap="sm">
        {eyebrow && (
          <Text size="xs" tt="uppercase" c="dimmed">
            {eyebrow}
          </Text>
        )}
        <Title order={2} size="h3" id="recipe-title">
          {recipe.title}
        </Title>
        <Group gap="xs">
          {recipe.recipe_categories.map((category) => (
            <Badge key={category.category_type} variant="light" color="dark">
              {category.category}
            </Badge>
          ))}
          {recipe.health_categories.map((name) => (
            <Badge key={name} variant="outline" color="dark">
              {name}
            </Badge>
          ))}
        </Group>
        <Text>{recipe.description}</Text>
        <Text size="sm">
          Serves {recipe.servings} · Active {minutes(recipe.active_time)} · Total{' '}
          {minutes(recipe.total_time)}
        </Text>
        <Text size="sm" c="dimmed">
          {ratingText(recipe.rating, recipe.ratings_count)}
        </Text>
        <Title order={3} size="h5">
          Ingredients
        </Title>
        <List size="sm">
          {recipe.ingredients.map((ingredient, index) => (
            <List.Item key={index}>{ingredient.item}</List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          Directions
        </Title>
        <List type="ordered" size="sm">
          {recipe.directions.map((step, index) => (
            <List.Item key={index}>{step}</List.Item>
          ))}
        </List>
        {signedIn && <RecipeRating recipe={recipe} />}
        <Group gap="xs">
          {signedIn && (
            <Button
              variant={recipe.favorited ? 'filled' : 'default'}
              size="compact-sm"
              aria-pressed={recipe.favorited}
              loading={liking.isLoading || unliking.isLoading}
              leftSection={<span aria-hidden="true">{recipe.favorited ? '♥' : '♡'}</span>}
              onClick={() => void toggle()}
            >
              Favorite
            </Button>
          )}
          {mayShare && (
            <Button variant="default" size="compact-sm" onClick={() => setSharing(true)}>
              Share on the wall
            </Button>
          )}
          {signedIn && (
            <Button variant="default" size="compact-sm" onClick={() => setEmailing(true)}>
              Share by e-mail
            </Button>
          )}
          <Button variant="default" size="compact-sm" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Stack>
      {mayShare && (
        <ShareRecipeDialog recipe={recipe} opened={sharing} onClose={() => setSharing(false)} />
      )}
      {signedIn && (
        <ShareEmailDialog
          tip={recipe}
          model="Recipe"
          opened={emailing}
          onClose={() => setEmailing(false)}
        />
      )}
    </Card>
  );
}
