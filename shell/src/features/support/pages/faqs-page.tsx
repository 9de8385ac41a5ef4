import { Accordion, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ContentView, PageTitle, useContent } from '@wellness/shared-ui';
import { useState } from 'react';
import { matchingFaqs } from '../lib/faq-search';

/** Spec 2 s9: "Search debounces: 300 ms". */
export const FAQ_SEARCH_DEBOUNCE_MS = 300;

/**
 * /support/faqs ("Help" in the footer): the faqs items as questions that open their answers,
 * searchable; when a single match remains it is expanded (spec 2 s2).
 */
export function FaqsPage() {
  const { items, isLoading } = useContent('faqs');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, FAQ_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<string | null>(null);
  const shown = matchingFaqs(items, query);
  const single = query.trim() && shown.length === 1 ? String(shown[0]!.id) : null;
  return (
    <Stack gap="md" maw={760}>
      <PageTitle>Frequently asked questions</PageTitle>
      <TextInput
        type="search"
        label="Search the questions"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {isLoading ? <Skeleton height={96} role="status" aria-label="Loading questions" /> : null}
      {!isLoading && items.length === 0 ? <Text c="dimmed">Need content</Text> : null}
      {items.length > 0 && shown.length === 0 ? (
        <Text role="status">No questions match “{query.trim()}”. Try other words.</Text>
      ) : null}
      {shown.length > 0 ? (
        <Accordion variant="separated" value={single ?? open} onChange={setOpen}>
          {shown.map((item) => (
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
