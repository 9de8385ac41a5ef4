import { Type } from '@sinclair/typebox';
import { AllPageQuery, IdParam } from '@wellness/platform';
import { RECIPE_CATEGORIES } from '../../domain/recipes';
import type { RecipeCategory } from '../../domain/recipes';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Spec 2 s3 "Recipe" as the API answers it (services/social README "Recipes"). */
export const RecipeSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  ingredients: Type.Array(Type.Object({ item: Type.String() })),
  directions: Type.Array(Type.String()),
  recipe_categories: Type.Array(
    Type.Object({ category: Type.String(), category_type: Type.String() }),
  ),
  health_categories: Type.Array(Type.String()),
  servings: Type.Integer(),
  active_time: Type.Integer(),
  total_time: Type.Integer(),
  is_secondary: Type.Boolean(),
  rating: Type.Integer(),
  ratings_count: Type.Integer(),
  userRating: Nullable(Type.Integer()),
  favorited: Type.Boolean(),
  like_id: Nullable(Type.Integer()),
});

export const RatingSchema = Type.Object({
  id: Nullable(Type.Integer()),
  score: Nullable(Type.Integer()),
  rateable: Type.Object({
    id: Type.Integer(),
    rating: Type.Integer(),
    ratings_count: Type.Integer(),
  }),
});

export const RecipeLikeSchema = Type.Object({
  id: Type.Integer(),
  likeable_id: Type.Integer(),
  likeable_type: Type.String(),
  user_id: Type.Integer(),
});

export const RecipeParams = Type.Object({ id: IdParam }, { additionalProperties: false });

export const ListQuery = Type.Object(
  {
    ...AllPageQuery,
    category: Type.Optional(
      Type.Unsafe<RecipeCategory>({ type: 'string', enum: [...RECIPE_CATEGORIES] }),
    ),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const FavoritesQuery = Type.Object(
  { ...AllPageQuery, user_id: Type.Optional(IdParam) },
  { additionalProperties: false },
);

export const PageOnlyQuery = Type.Object({ ...AllPageQuery }, { additionalProperties: false });

export const RatingBody = Type.Object(
  { score: Type.Integer({ minimum: 0, maximum: 1000 }) },
  { additionalProperties: false },
);

export const TotalMeta = Type.Object({ total_records: Type.Integer() });
