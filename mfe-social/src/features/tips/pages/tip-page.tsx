import { Anchor, Stack } from '@mantine/core';
import { EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { Link, useParams } from 'react-router';
import { TipCard } from '../components/tip-card';
import { TipsFrame } from '../components/tips-frame';
import { TIP_MESSAGES, allTipsPath } from '../lib/tips';
import { useTips } from '../lib/use-tips';

/** /tip/{id}: one tip of the promotion (shared wall posts link here). */
export function TipPage() {
  const { id } = useParams();
  const { promotion, tips, favoriteIds, signedIn, isLoading, isError, retry, retrying } = useTips();
  const tip = tips.find((candidate) => String(candidate.id) === id);

  let body;
  if (isError) {
    body = <RetryPanel message={TIP_MESSAGES.tipFailed} onRetry={retry} retrying={retrying} />;
  } else if (isLoading || !promotion) {
    body = <LoadingBlock label="Loading the tip" />;
  } else if (!tip) {
    body = <EmptyState title={TIP_MESSAGES.tipFailed} />;
  } else {
    body = (
      <TipCard
        tip={tip}
        favorited={favoriteIds.has(tip.id)}
        canShare={promotion.is_wall_enabled}
        signedIn={signedIn}
        linkTitle={false}
      />
    );
  }
  return (
    <TipsFrame active={null}>
      <Stack gap="sm">
        <Anchor component={Link} to={allTipsPath('all')} size="sm">
          ← All Tips
        </Anchor>
        {body}
      </Stack>
    </TipsFrame>
  );
}
