import { Stack, Title } from '@mantine/core';
import { AnalyticsConsentToggle, ContentList, PageTitle } from '@wellness/shared-ui';

export interface StaticContentPageProps {
  title: string;
  category: string;
}

/**
 * A page whose text is the promotion's content of one category (privacy, terms): editable in
 * the content editor, readable signed out (spec 3 access guards: guests reach terms and privacy).
 */
export function StaticContentPage({ title, category }: StaticContentPageProps) {
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>{title}</PageTitle>
      <ContentList category={category} titleOrder={2} />
    </Stack>
  );
}

/** Privacy, with the analytics privacy toggle (spec 1 s1) that changes the cookie bar's choice. */
export function PrivacyPage() {
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>Privacy</PageTitle>
      <ContentList category="privacy" titleOrder={2} />
      <section aria-labelledby="privacy-cookies">
        <Title order={2} id="privacy-cookies" mb="sm">
          Cookies
        </Title>
        <AnalyticsConsentToggle />
      </section>
    </Stack>
  );
}

/** /opt_in_participation: linked in the footer only when the promotion shows the opt-in link. */
export const OptInParticipationPage = () => (
  <StaticContentPage title="Opt In to Participation" category="opt_in_participation" />
);
export const TermsPage = () => <StaticContentPage title="Terms" category="terms" />;
