import { Select } from '@mantine/core';
import { RetryPanel } from '@wellness/shared-ui';
import { useGetGroupedPromotionsQuery } from '../api/dashboard-api';
import type { PickerPromotion } from '../api/dashboard-api';

export const GROUPED_PROMOTIONS_FAILED = 'Grouped Promotions could not be loaded.';

export interface PromotionPickerProps {
  value: number;
  onPick: (promotion: PickerPromotion) => void;
}

/** The super users' promotion picker: the promotions they manage, by organization. */
export function PromotionPicker({ value, onPick }: PromotionPickerProps) {
  const { data: groups, error, isFetching, refetch } = useGetGroupedPromotionsQuery();
  if (error) {
    return (
      <RetryPanel
        title="Promotions"
        message={GROUPED_PROMOTIONS_FAILED}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const promotions = groups?.flatMap((group) => group.promotions) ?? [];
  const data =
    groups?.map((group) => ({
      group: group.organization.name,
      items: group.promotions.map((promotion) => ({
        value: String(promotion.id),
        label: promotion.is_launchpad ? `${promotion.name} (launchpad)` : promotion.name,
      })),
    })) ?? [];
  return (
    <Select
      label="Promotion"
      data={data}
      value={String(value)}
      searchable
      allowDeselect={false}
      disabled={!groups}
      w={{ base: '100%', sm: 360 }}
      onChange={(id) => {
        const promotion = promotions.find((p) => String(p.id) === id);
        if (promotion) onPick(promotion);
      }}
    />
  );
}
