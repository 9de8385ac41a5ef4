import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentList, PageTitle, pathBefore } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { backTargetFrom } from '../lib/back-target';
import { isStep } from '../lib/instruction-steps';

/** "how it works" (/how-it-works): the instruction page, with its back rule. */
export function HowItWorksPage() {
  const [back] = useState(() => backTargetFrom(pathBefore(paths['how it works'])));
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <PageTitle>How It Works</PageTitle>
      <ContentList category="instruction_pages" include={isStep} titleOrder={2} />
    </Stack>
  );
}
