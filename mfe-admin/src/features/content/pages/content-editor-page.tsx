import { Group, Select } from '@mantine/core';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  EmptyState,
  LoadingBlock,
  PageTitle,
  RetryPanel,
  firstError,
  useGetMeQuery,
} from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import {
  useGetContentCategoriesQuery,
  useGetContentPromotionsQuery,
} from '../api/content-editor-api';
import type { ContentCategory, PromotionGroup } from '../api/content-editor-api';
import { ContentEditor } from '../components/content-editor';
import { KeywordsPanel } from '../components/keywords-panel';
import { defaultVariant, EDITOR_VARIANTS } from '../lib/variant';
import type { EditorVariant } from '../lib/variant';

const promotionOptions = (groups: PromotionGroup[]) =>
  groups.map(({ organization, promotions }) => ({
    group: organization.name,
    items: promotions.map((promotion) => ({
      value: String(promotion.id),
      label: `${promotion.name} (${promotion.subdomain})`,
    })),
  }));

/**
 * /content/{category}/editadd, /edit (read-only-add) and /welcome: choose a category and,
 * for users who manage several promotions, a promotion (default: the caller's own).
 */
export function ContentEditorPage() {
  const { category = '', '*': rest = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useGetMeQuery();
  const categories = useGetContentCategoriesQuery();
  const promotions = useGetContentPromotionsQuery();

  if (me.isLoading || categories.isLoading) return <LoadingBlock label="Loading content editor" />;
  if (categories.error || !me.data || !categories.data) {
    return (
      <RetryPanel
        title="Custom Content could not be found"
        message={firstError(categories.error ?? me.error)}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  const entry = categories.data.find((candidate) => candidate.category === category);
  const variant = rest.split('/')[0] as EditorVariant;
  if (entry && !EDITOR_VARIANTS.includes(variant)) {
    return (
      <Navigate
        to={`${paths.content(category)}/${defaultVariant(entry)}${location.search}`}
        replace
      />
    );
  }
  const promotionId = Number(search.get('promotion_id')) || me.data.promotion_id;
  const managed = promotions.data?.flatMap((group) => group.promotions) ?? [];
  const choose = (next: ContentCategory | undefined) => {
    if (next)
      void navigate(`${paths.content(next.category)}/${defaultVariant(next)}${location.search}`);
  };

  return (
    <>
      <PageTitle>Content editor</PageTitle>
      <Group mb="lg" align="flex-end">
        <Select
          label="Category"
          searchable
          allowDeselect={false}
          value={entry ? category : null}
          placeholder="Choose a category"
          data={categories.data.map((candidate) => ({
            value: candidate.category,
            label: `${candidate.label} (${candidate.category})`,
          }))}
          onChange={(value) => choose(categories.data!.find((c) => c.category === value))}
        />
        {managed.length > 1 && (
          <Select
            label="Promotion"
            searchable
            allowDeselect={false}
            value={String(promotionId)}
            data={promotionOptions(promotions.data!)}
            onChange={(value) => {
              if (value) setSearch({ promotion_id: value });
            }}
          />
        )}
      </Group>
      {entry ? (
        <ContentEditor
          key={`${promotionId}:${category}`}
          promotionId={promotionId}
          category={entry}
          variant={variant}
        />
      ) : (
        <EmptyState
          title="Choose a category"
          description={`There is no content category '${category}'.`}
        />
      )}
      <KeywordsPanel key={promotionId} promotionId={promotionId} />
    </>
  );
}
