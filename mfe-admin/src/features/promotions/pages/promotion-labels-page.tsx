import { PromotionFieldsForm } from '../components/promotion-fields-form';
import type { PromotionField } from '../components/promotion-fields-form';
import { PromotionSubPage } from '../components/promotion-sub-page';

export const SAVE_LABELS_FAILED = 'Could not save the labels.';

/** Spec 3 s3 "label fields (attraction, friend, point, level, wall; singular and plural)". */
const WORDS: Array<[string, string]> = [
  ['point', 'Point'],
  ['friend', 'Friend'],
  ['wall', 'Wall'],
  ['attraction', 'Attraction'],
  ['level', 'Level'],
];
const FIELDS: PromotionField[] = WORDS.flatMap(([key, word]) => [
  { key: `${key}_label`, label: `${word} label`, required: true },
  { key: `${key}_label_plural`, label: `${word} label (plural)`, required: true },
]);

/** /promotion/{id}/labels: the words participants read for points, friends, the wall … */
export function PromotionLabelsPage() {
  return (
    <PromotionSubPage
      title="Labels"
      intro="the words participants read in place of point, friend, wall, attraction and level."
    >
      {(promotion) => (
        <PromotionFieldsForm
          promotion={promotion}
          name="Labels"
          failure={{ title: SAVE_LABELS_FAILED }}
          fields={FIELDS}
        />
      )}
    </PromotionSubPage>
  );
}
