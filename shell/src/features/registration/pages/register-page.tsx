import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { ContentBlock, LoadingBlock, useGetCurrentPromotionQuery } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useCanRegisterQuery } from '../api/registration-api';
import type { Eligibility } from '../api/registration-api';
import { EligibilityDialog } from '../components/eligibility-dialog';
import { RegistrationForm } from '../components/registration-form';
import {
  DEFAULT_IDENTIFIER_LABEL,
  REGISTRATION_CLOSED,
  UNEXPECTED,
} from '../lib/registration-messages';
function levelLabels(labels: string | string[] | null | undefined): [string, string, string] {
  const list = (Array.isArray(labels) ? labels : (labels ?? '').split(','))
    .map((label) => label.trim())
    .filter(Boolean);
  return [list[0] ?? 'Location', list[1] ?? 'Office', list[2] ?? 'Area'];
}

/** go.register (/register): spec 3 s2, s4 "Registration", s5 "Registration", s8. */
export function RegisterPage() {
  const { data: promotion, isError: promotionFailed } = useGetCurrentPromotionQuery();
  const promotionId = promotion?.id;
  const registration = useCanRegisterQuery(promotionId ?? 0, { skip: !promotionId });
  const navigate = useNavigate();
  const [eligibility, setEligibility] = useState<Eligibility | null>(null);

  if (promotionFailed || registration.isError) {
    return (
      <Stack maw={560} mx="auto" py="xl">
        <Alert color="red" variant="light" role="alert">
          {UNEXPECTED}
        </Alert>
      </Stack>
    );
  }
  if (!promotion || !registration.data) return <LoadingBlock />;

  const { state, full, eligibility_label: label } = registration.data;
  // Spec 3 s8: a full promotion ('max') shows the closed state too.
  if (state !== 'open' || full) {
    return (
      <Stack maw={560} mx="auto" gap="lg" py="xl">
        <Title order={1}>Register</Title>
        <Alert color="yellow" variant="light" role="status">
          {REGISTRATION_CLOSED}
        </Alert>
        {state === 'frozen' ? (
          <ContentBlock category="registration_content" contentKey="pre_registration" />
        ) : null}
        <Anchor component={Link} to={paths.welcome}>
          Back to welcome
        </Anchor>
      </Stack>
    );
  }
  if (label && !eligibility) {
    // The page keeps its heading behind the blocking dialog (one h1 on every screen).
    return (
      <Stack maw={560} mx="auto" py="xl">
        <Title order={1}>Register</Title>
        <EligibilityDialog
          promotionId={promotion.id}
          label={label || DEFAULT_IDENTIFIER_LABEL}
          onEligible={setEligibility}
          onCancel={() => void navigate(paths.welcome, { replace: true })}
        />
      </Stack>
    );
  }
  return (
    <RegistrationForm
      promotionId={promotion.id}
      policy={promotion.password_policy}
      showLocations={promotion.is_location_displayed}
      locationLabels={levelLabels(promotion.location_labels)}
      eligibility={eligibility}
    />
  );
}
