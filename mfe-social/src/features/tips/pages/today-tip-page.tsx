import { Anchor, Text } from '@mantine/core';
import { EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { TipCard } from '../components/tip-card';
import { TipsFrame } from '../components/tips-frame';
import { TIP_MESSAGES, allTipsPath, programDay, todaysTip } from '../lib/tips';
import { useTips } from '../lib/use-tips';

/** /tips/today: the daily tip (see `todaysTip` for the rule). */
export function TodayTipPage() {
  const { promotion, tips, favoriteIds, signedIn, isLoading, isError, retry, retrying } = useTips();

  let body;
  if (isError) {
    body = <RetryPanel message={TIP_MESSAGES.dailyFailed} onRetry={retry} retrying={retrying} />;
  } else if (isLoading || !promotion) {
    body = <LoadingBlock label="Loading today's tip" />;
  } else {
    const day = programDay(promotion);
    const tip = todaysTip(tips, day);
    body = tip ? (
      <TipCard
        tip={tip}
        favorited={favoriteIds.has(tip.id)}
        canShare={promotion.is_wall_enabled}
        signedIn={signedIn}
        eyebrow={`Day ${tip.days_from_start}`}
      />
    ) : (
      <EmptyState
        title={
          day < 1 ? 'Your first tip arrives when the program starts.' : 'No tip for today yet.'
        }
        action={
          <Text size="sm">
            <Anchor component={Link} to={allTipsPath('all')}>
              Browse all tips
            </Anchor>
          </Text>
        }
      />
    );
  }
  return <TipsFrame active="today">{body}</TipsFrame>;
}
