import { screen } from '@testing-library/react';
import {
  buildContentItem as buildContent,
  buildPromotion,
  mockFetch,
  renderWithProviders,
} from '../testing';
import type { ContentItem } from './content-api';
import { ContentBlock } from './content-block';
import { ContentList } from './content-list';
import { renderContentHtml } from './render-content';

const LIST = 'GET /api/promotions/2/custom_content';

function serve(items: ContentItem[] | { status: number }) {
  return mockFetch({
    'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
    [LIST]: Array.isArray(items)
      ? { body: { data: items, meta: { total_records: items.length } } }
      : { status: items.status, body: { errors: ['Custom Content could not be found'] } },
  });
}

describe('ContentBlock: the one content loader', () => {
  it("reads the category of the host's promotion and shows the item of the key", async () => {
    const fetch = serve([
      buildContent({ id: 7, key: 'intro', title: 'Not this one' }),
      buildContent({
        id: 8,
        promotion_id: 2,
        title: 'Our own welcome',
        content: 'We are **glad** you are here.',
        is_default: false,
        is_override: true,
      }),
    ]);
    renderWithProviders(<ContentBlock category="home" contentKey="welcome" />);

    expect(await screen.findByRole('heading', { name: 'Our own welcome' })).toBeInTheDocument();
    expect(screen.getByText('glad').tagName).toBe('STRONG');
    expect(screen.queryByText('Not this one')).not.toBeInTheDocument();
    const request = fetch.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .find((url) => url.pathname === '/api/promotions/2/custom_content')!;
    expect(request.searchParams.get('category')).toBe('home');
    expect(request.searchParams.get('page_size')).toBe('0');
    expect(request.searchParams.get('html')).toBe('true');
  });

  it("shows the server's rendering of an item's text as it comes (issue 18)", async () => {
    serve([
      buildContent({
        title: 'Rendered by the server',
        content: 'Plain **markdown** here.',
        content_html: '<p>As the <em>server</em> rendered it.</p>',
      }),
    ]);
    const { container } = renderWithProviders(
      <ContentBlock category="home" contentKey="welcome" />,
    );

    expect(await screen.findByText('server')).toHaveProperty('tagName', 'EM');
    expect(container.querySelector('[data-content-html]')).toHaveTextContent(
      'As the server rendered it.',
    );
    expect(screen.queryByText('markdown')).not.toBeInTheDocument();
  });

  it("shows the 'Need content' placeholder for a missing item, or the page's own", async () => {
    serve([]);
    renderWithProviders(
      <>
        <ContentBlock category="home" contentKey="welcome" />
        <ContentBlock category="home" contentKey="other" placeholder="Coming soon" />
      </>,
    );
    expect(await screen.findByText('Need content')).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows the placeholder when the content cannot be loaded', async () => {
    serve({ status: 404 });
    renderWithProviders(<ContentBlock category="home" contentKey="welcome" />);
    expect(await screen.findByText('Need content')).toBeInTheDocument();
  });

  it('renders a hostile item harmlessly', async () => {
    serve([
      buildContent({
        title: '<img src=x onerror=alert(1)>',
        content:
          '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
          '<a href="javascript:alert(1)">click</a> <a href="https://example.com">site</a>' +
          '<iframe src="https://evil.example"></iframe><p style="position:fixed" onclick="x()">text</p>',
      }),
    ]);
    const { container } = renderWithProviders(
      <ContentBlock category="home" contentKey="welcome" />,
    );

    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    const block = container.querySelector('[data-content-html]')!;
    expect(block.querySelector('p')).toHaveTextContent('text');
    expect(
      block.querySelector('script, iframe, img[onerror], [onerror], [onclick], [style]'),
    ).toBeNull();
    expect(screen.getByText('click')).not.toHaveAttribute('href');
    const external = screen.getByRole('link', { name: 'site' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists every item of a category in sequence order, whatever order they arrive in', async () => {
    serve([
      buildContent({ id: 1, key: 'c', title: 'Third tip', sequence: 3 }),
      buildContent({ id: 2, key: 'a', title: 'First tip', sequence: 1 }),
      buildContent({ id: 3, key: 'b', title: 'Second tip', sequence: 2 }),
    ]);
    renderWithProviders(<ContentList category="tips" />);
    const headings = await screen.findAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual(['First tip', 'Second tip', 'Third tip']);
  });
});

describe('renderContentHtml', () => {
  it('renders markdown tables and keeps links to this site in the same tab', () => {
    const html = renderContentHtml(
      '| Day | Steps |\n| --- | --- |\n| Mon | 5000 |\n\n[Home](/home)',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('table td')).toHaveLength(2);
    const link = doc.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('renders nothing for empty content', () => {
    expect(renderContentHtml(null)).toBe('');
  });
});
