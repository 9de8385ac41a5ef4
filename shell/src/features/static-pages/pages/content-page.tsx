import { Accordion, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  AnalyticsConsentToggle,
  ContentList,
  ContentView,
  PageTitle,
  useContent,
} from '@wellness/shared-ui';

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

/** /support/faqs ("Help" in the footer): the faqs items as questions that open their answers. */
export function FaqsPage() {
  const { items, isLoading } = useContent('faqs');
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>Frequently asked questions</PageTitle>
      {isLoading ? <Skeleton height={96} role="status" aria-label="Loading questions" /> : null}
      {!isLoading && items.length === 0 ? <Text c="dimmed">Need content</Text> : null}
      {items.length > 0 ? (
        <Accordion variant="separated">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={String(item.id)}>
              <Accordion.Control>{item.title}</Accordion.Control>
              <Accordion.Panel>
                <ContentView item={item} titleOrder={false} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Stack>
  );
}
