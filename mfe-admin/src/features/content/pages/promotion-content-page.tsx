import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingBlock, PageTitle, RetryPanel, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useGetContentCategoriesQuery } from '../api/content-editor-api';
import { ContentEditor } from '../components/content-editor';
import { defaultVariant } from '../lib/variant';

export interface PromotionContentPageProps {
  /** `tips` or `thrive`: the category the screen edits. */
  category: string;
  title: string;
  description: string;
}

/**
 * /promotion/{promotionId}/tips and /thrive (spec 3 s2): one category of the promotion's custom
 * content in the content editor. The default promotion's items show until the promotion edits
 * them (a save copies the item for it; Reset to default drops the copy).
 */
export function PromotionContentPage({ category, title, description }: PromotionContentPageProps) {
  const promotionId = Number(useParams().promotionId) || 0;
  const categories = useGetContentCategoriesQuery();
  const entry = categories.data?.find((candidate) => candidate.category === category);

  if (!promotionId || categories.error || (categories.data && !entry)) {
    return (
      <Stack p="md">
        <PageTitle>{title}</PageTitle>
        <RetryPanel
          title="Custom Content could not be found"
          message={firstError(categories.error, `There is no content category '${category}'.`)}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      </Stack>
    );
  }
  if (!entry) return <LoadingBlock label={`Loading ${title.toLowerCase()}`} />;
  return (
    <Stack p="md" gap="lg">
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed" maw={640}>
        {description}
      </Text>
      <Group>
        <Anchor component={Link} to={paths['promotion.view'](promotionId)}>
          Back to the promotion
        </Anchor>
      </Group>
      <ContentEditor promotionId={promotionId} category={entry} variant={defaultVariant(entry)} />
    </Stack>
  );
}

export function PromotionTipsPage() {
  return (
    <PromotionContentPage
      category="tips"
      title="Tips"
      description="The tips participants read, one a day. A tip's day from start is its place in the list: move a tip to change its day."
    />
  );
}

export function PromotionThrivePage() {
  return (
    <PromotionContentPage
      category="thrive"
      title="Thrive"
      description="The promotion's thrive articles: longer reads on living well, with a summary and an image."
    />
  );
}
