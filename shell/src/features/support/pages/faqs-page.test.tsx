import { screen, waitFor } from '@testing-library/react';
import { buildPromotion, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import { FaqsPage } from './faqs-page';

const item = (id: number, title: string, content: string) =>
  ({ id, key: `k${id}`, category: 'faqs', title, content, image1: null }) as ContentItem;

function serve(items: ContentItem[]) {
  mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    'GET /api/promotions/2/custom_content?category=faqs&page_size=0&html=true': {
      body: { data: items, meta: { total_records: items.length } },
    },
  });
}

const faqs = [
  item(1, 'Can I log yesterday?', 'Yes, up to 7 days back.'),
  item(2, 'How do I report a post?', 'Use **Report** on the post.'),
  item(3, 'Who sees my art?', 'Everyone of your program’s gallery, if you show it.'),
];

test('FAQs are questions that open their answers', async () => {
  serve(faqs);
  const { user } = renderWithProviders(<FaqsPage />);
  const question = await screen.findByRole('button', { name: 'Can I log yesterday?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByText('Yes, up to 7 days back.')).toBeVisible());
});

test('searching narrows the questions (titles and answers, any case); a single match is expanded', async () => {
  serve(faqs);
  const { user } = renderWithProviders(<FaqsPage />);
  await screen.findByRole('button', { name: 'Can I log yesterday?' });
  const search = screen.getByRole('searchbox', { name: 'Search the questions' });
  await user.type(search, 'O');
  await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(3));
  await user.type(search, "F YOUR PROGRAM'S");
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Can I log yesterday?' })).not.toBeInTheDocument(),
  );
  const only = screen.getByRole('button', { name: 'Who sees my art?' });
  expect(only).toHaveAttribute('aria-expanded', 'true');
  await user.clear(search);
  await user.type(search, 'zebra');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'No questions match “zebra”. Try other words.',
  );
});

test('an empty category shows the content placeholder', async () => {
  serve([]);
  renderWithProviders(<FaqsPage />);
  expect(await screen.findByText('Need content')).toBeInTheDocument();
});
