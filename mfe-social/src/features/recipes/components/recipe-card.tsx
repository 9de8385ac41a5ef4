import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Recipe } from '../api/recipes-api';
import { minutes, ratingText, recipePath, summaryOf } from '../lib/recipes';

/** One recipe of a list: title (links to the recipe), summary, categories, time and rating. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const titleId = `recipe-title-${recipe.id}`;
  return (
    <Card component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={recipePath(recipe.id)} inherit>
            {recipe.title}
          </Anchor>
        </Title>
        <Text size="sm">{summaryOf(recipe.description)}</Text>
        <Group gap="xs">
          {recipe.recipe_categories.map((category) => (
            <Badge key={category.category_type} variant="light" color="dark">
              {category.category}
            </Badge>
          ))}
          <Text size="sm" c="dimmed">
            {minutes(recipe.total_time)} · {ratingText(recipe.rating, recipe.ratings_count)}
            {recipe.favorited ? ' · ♥ Favorite' : ''}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
