import { PromotionFieldsForm } from '../components/promotion-fields-form';
import { PromotionSubPage } from '../components/promotion-sub-page';

export const SAVE_COORDINATORS_FAILED = 'Could not save the coordinators.';

/** /promotion/{id}/coordinators (spec 3 s2, s5 "Coordinators: empty entries ignored"). */
export function PromotionCoordinatorsPage() {
  return (
    <PromotionSubPage
      title="Coordinators"
      intro="the e-mail addresses of the people who coordinate this promotion."
    >
      {(promotion) => (
        <PromotionFieldsForm
          promotion={promotion}
          name="Coordinators"
          failure={{ title: SAVE_COORDINATORS_FAILED }}
          fields={[
            {
              key: 'coordinators',
              label: 'Coordinators',
              description:
                'E-mail addresses separated by commas. Spaces, empty entries and repeats are dropped.',
              multiline: true,
            },
          ]}
        />
      )}
    </PromotionSubPage>
  );
}
