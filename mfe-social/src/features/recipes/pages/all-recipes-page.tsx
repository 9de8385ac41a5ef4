import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGetRecipesQuery } from '../api/recipes-api';
import { RecipeCard } from '../components/recipe-card';
import { RecipesFrame } from '../components/recipes-frame';
import {
  CATEGORY_LABELS,
  RECIPES_PAGE_SIZE,
  RECIPE_CATEGORIES,
  RECIPE_MESSAGES,
  RECIPE_SEARCH_DEBOUNCE_MS,
  allRecipesPath,
  recipeCategory,
} from '../lib/recipes';
import type { RecipeCategory } from '../lib/recipes';
import { useRecipeReader } from '../lib/use-reader';

/** /recipes/all?category&search: the library by category, searched, 20 at a time. */
export function AllRecipesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { signedIn } = useRecipeReader();
  // A visitor has no favourites: their category list leaves it out.
  const asked = recipeCategory(params.get('category'));
  const category = !signedIn && asked === 'favorites' ? 'all' : asked;
  const search = params.get('search') ?? '';
  const recipes = useGetRecipesQuery({ category, search });

  const [typed, setTyped] = useState(search);
  // What this box last wrote to the URL: only another change of the URL resets the box.
  const pushed = useRef(search);
  const pushSearch = useDebouncedCallback((value: string) => {
    pushed.current = value.trim();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('search', value.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, RECIPE_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (search.trim() === pushed.current) return;
    pushed.current = search.trim();
    setTyped(search);
  }, [search]);

  // Spec 2 s9: 20 at first, 20 more each time; a new category or search starts again at 20.
  const listKey = `${category}|${search}`;
  const [limit, setLimit] = useState({ key: listKey, count: RECIPES_PAGE_SIZE });
  const count = limit.key === listKey ? limit.count : RECIPES_PAGE_SIZE;

  let body;
  if (recipes.isError) {
    body = (
      <RetryPanel
        message={RECIPE_MESSAGES.listFailed}
        onRetry={() => void recipes.refetch()}
        retrying={recipes.isFetching}
      />
    );
  } else if (!recipes.data) {
    body = <LoadingBlock label="Loading recipes" />;
  } else if (recipes.data.length === 0) {
    body = (
      <NoRecipes category={category} search={search} onSearchAll={(to) => void navigate(to)} />
    );
  } else {
    const shown = recipes.data.slice(0, count);
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {shown.length} of {recipes.data.length}{' '}
          {recipes.data.length === 1 ? 'recipe' : 'recipes'}
        </Text>
        <ul aria-label="Recipes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((recipe) => (
            <li key={recipe.id} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
        {recipes.data.length > shown.length && (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => setLimit({ key: listKey, count: count + RECIPES_PAGE_SIZE })}
            >
              Show more
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  const categories = RECIPE_CATEGORIES.filter((value) => signedIn || value !== 'favorites');
  return (
    <RecipesFrame active="all">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <NativeSelect
            label="Category"
            value={category}
            onChange={(event) =>
              void navigate(allRecipesPath(recipeCategory(event.currentTarget.value), search))
            }
            data={categories.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
          />
          <TextInput
            type="search"
            label="Search recipes"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        {body}
      </Stack>
    </RecipesFrame>
  );
}

/** Spec 2 s8's empty states: favourites, a category with nothing found, a search. */
function NoRecipes({
  category,
  search,
  onSearchAll,
}: {
  category: RecipeCategory;
  search: string;
  onSearchAll: (to: string) => void;
}) {
  if (category === 'favorites' && !search.trim()) {
    return (
      <EmptyState
        title={RECIPE_MESSAGES.noFavoritesTitle}
        description={RECIPE_MESSAGES.noFavorites}
      />
    );
  }
  if (category !== 'all') {
    return (
      <EmptyState
        title={RECIPE_MESSAGES.noneInCategory(CATEGORY_LABELS[category])}
        action={
          <Button variant="default" onClick={() => onSearchAll(allRecipesPath('all', search))}>
            Search all recipes
          </Button>
        }
      />
    );
  }
  return <EmptyState title={RECIPE_MESSAGES.noMatches} />;
}
