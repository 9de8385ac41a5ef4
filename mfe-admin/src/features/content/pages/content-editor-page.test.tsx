import { screen, waitFor, within } from '@testing-library/react';
import {
  buildContentItem,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { ContentItem, Role } from '@wellness/shared-ui';
import type { ContentCategory } from '../api/content-editor-api';
import { ContentEditorPage } from './content-editor-page';

const category = (overrides: Partial<ContentCategory> & { category: string }): ContentCategory => ({
  label: overrides.category,
  fields: ['title', 'content'],
  keys: {},
  custom_fields: [],
  read_only_add: false,
  public: false,
  ...overrides,
});

const CATEGORIES = [
  category({
    category: 'home',
    label: 'Home page',
    fields: ['title', 'summary', 'content', 'image1'],
    keys: { welcome: ['title', 'content'] },
  }),
  category({
    category: 'tips',
    label: 'Tips',
    fields: ['title', 'content', 'days_from_start'],
  }),
  category({ category: 'privacy', label: 'Privacy', read_only_add: true }),
];

let nextId = 100;
const content = (overrides: Partial<ContentItem> & { key: string }): ContentItem =>
  buildContentItem({
    id: nextId++,
    group: 'Welcome',
    title: overrides.key,
    content: null,
    ...overrides,
  });

const welcome = content({ id: 1, key: 'welcome', title: 'Welcome to your wellness programme' });
const edited = content({
  id: 2,
  key: 'intro',
  sequence: 2,
  promotion_id: 2,
  is_default: false,
  is_override: true,
  title: 'Our intro',
});
const own = content({
  id: 3,
  key: 'extra',
  group: 'More',
  sequence: 3,
  promotion_id: 2,
  is_default: false,
  title: 'Our extra',
});

const list = (items: ContentItem[]) => ({
  body: { data: items, meta: { total_records: items.length } },
});

function renderEditor(
  route: string,
  api: MockRoutes = {},
  { role = 'Coordinator' as Role, items = [welcome, edited, own] } = {},
) {
  const fetch = mockFetch({
    'GET /api/users/me': { body: { data: buildUser({ role }), meta: {} } },
    'GET /api/content_categories': { body: { data: CATEGORIES, meta: {} } },
    'GET /api/promotions/grouped': {
      body: {
        data: [
          {
            organization: { id: 1, name: 'Demo Organization' },
            promotions: [{ id: 2, name: 'Demo Promotion', subdomain: 'demo' }],
          },
        ],
        meta: {},
      },
    },
    'GET /api/promotions/2/custom_content': list(items),
    ...api,
  });
  const rendered = renderWithProviders(<ContentEditorPage />, {
    route,
    path: '/content/:category/*',
  });
  return { ...rendered, fetch };
}

const calls = (fetch: jest.Mock, method: string, path: string) =>
  fetch.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

const row = (key: string) => screen.findByRole('listitem', { name: `Content ${key}` });

describe('ContentEditorPage', () => {
  it('lists the items by group, marking defaults and edited copies', async () => {
    const { fetch } = renderEditor('/content/home/editadd');

    const welcomeGroup = await screen.findByRole('region', { name: 'Welcome' });
    expect(within(welcomeGroup).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'More' })).toBeInTheDocument();
    const defaultRow = await row('welcome');
    expect(within(defaultRow).getByText('Default')).toBeInTheDocument();
    expect(within(defaultRow).queryByRole('button', { name: /Reset/ })).not.toBeInTheDocument();
    expect(within(defaultRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const editedRow = await row('intro');
    expect(within(editedRow).getByText('Edited')).toBeInTheDocument();
    expect(within(editedRow).getByRole('button', { name: 'Reset intro to default' })).toBeVisible();
    expect(within(await row('extra')).getByRole('button', { name: 'Delete extra' })).toBeVisible();

    const [read] = calls(fetch, 'GET', '/api/promotions/2/custom_content');
    const params = new URL(read.url).searchParams;
    expect(params.get('category')).toBe('home');
    expect(params.get('hidden')).toBe('true');
  });

  it('adds a key: normalised, duplicates refused with the spec message', async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content': {
        status: 201,
        body: {
          data: content({ key: 'morning_tip', promotion_id: 2, is_default: false }),
          meta: {},
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add key' });

    await user.type(within(dialog).getByLabelText(/^Key/), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Key already exists!!')).toBeInTheDocument();
    expect(calls(fetch, 'POST', '/api/promotions/2/custom_content')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Key/));
    await user.type(within(dialog).getByLabelText(/^Key/), 'Morning Tip');
    expect(within(dialog).getByText('Key to create: morning_tip')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('dialog', { name: 'Edit morning_tip' })).toBeInTheDocument();
    const [post] = calls(fetch, 'POST', '/api/promotions/2/custom_content');
    expect(await post.json()).toEqual({
      category: 'home',
      add: 'key',
      group: 'Welcome',
      key: 'morning_tip',
    });
  });

  it("adds a group: a duplicate gives 'Group already exists!!', an empty key uses the group", async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content': {
        status: 201,
        body: { data: content({ key: 'getting_help', promotion_id: 2 }), meta: {} },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add group' });
    await user.type(within(dialog).getByLabelText('Group'), 'more');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Group already exists!!')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Group'));
    await user.type(within(dialog).getByLabelText('Group'), 'Getting Help');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', '/api/promotions/2/custom_content')).toHaveLength(1),
    );
    const [post] = calls(fetch, 'POST', '/api/promotions/2/custom_content');
    expect(await post.json()).toMatchObject({
      add: 'group',
      group: 'Getting Help',
      key: 'getting_help',
    });
  });

  it('shows the server’s refusal of an add under the spec message', async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content': {
        status: 422,
        body: { errors: ['Key already exists!!'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add key' });
    await user.type(within(dialog).getByLabelText(/^Key/), 'fresh');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save Content');
    expect(alert).toHaveTextContent('Key already exists!!');
  });

  it('edits with the fields the category and key call for, and saves them', async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'PUT /api/promotions/2/custom_content/1': {
        body: {
          data: { ...welcome, id: 9, promotion_id: 2, is_override: true },
          meta: { copied: true },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit welcome' });
    expect(within(dialog).getByText(/Saving stores a copy for this promotion/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue(
      'Welcome to your wellness programme',
    );
    expect(within(dialog).getByLabelText(/^Content/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Summary')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Image/)).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Hello Demo');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Walk **more**');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = calls(fetch, 'PUT', '/api/promotions/2/custom_content/1');
    expect(await put.json()).toEqual({
      title: 'Hello Demo',
      content: 'Walk **more**',
      hidden: false,
    });
  });

  it('uploads an image as a public file and puts its address in the field', async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'POST /api/files/upload': {
        status: 201,
        body: {
          data: { files: [{ url: '/api/files/public/' + 'a'.repeat(32) + '.png' }] },
          meta: {},
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit intro' });
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Image')).toHaveValue(
        '/api/files/public/' + 'a'.repeat(32) + '.png',
      ),
    );
    const [post] = calls(fetch, 'POST', '/api/files/upload');
    const sent = await post.formData();
    expect(sent.get('secure')).toBe('false');
    expect(sent.has('file')).toBe(true);
  });

  it('shows other fields for other items: a tip has its days from start', async () => {
    const tip = content({
      id: 5,
      key: 'hydrate',
      category: 'tips',
      group: 'Week 1',
      days_from_start: 1,
    });
    const { user } = renderEditor('/content/tips/editadd', {}, { items: [tip] });
    await user.click(await screen.findByRole('button', { name: 'Edit hydrate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hydrate' });
    expect(within(dialog).getByLabelText('Days from start')).toHaveValue('1');
  });

  it("says 'Could not save Content' when saving fails", async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'PUT /api/promotions/2/custom_content/1': { status: 500, body: { errors: ['boom'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit welcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not save Content');
    expect(alert).not.toHaveTextContent('boom');
  });

  it('resets an edited copy to the default after confirmation', async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content/2/reset': { body: { data: welcome, meta: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset intro to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to default' });
    expect(calls(fetch, 'POST', '/api/promotions/2/custom_content/2/reset')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await waitFor(() =>
      expect(calls(fetch, 'POST', '/api/promotions/2/custom_content/2/reset')).toHaveLength(1),
    );
  });

  it("says 'Could not reset to default' when the reset fails", async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content/2/reset': { status: 500, body: { errors: ['x'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset intro to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to default' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('Could not reset to default')).toBeInTheDocument();
  });

  it('deletes only after confirmation, and Cancel keeps the item', async () => {
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'DELETE /api/promotions/2/custom_content/3': { body: { data: null, meta: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete extra' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete content' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(calls(fetch, 'DELETE', '/api/promotions/2/custom_content/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete extra' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete content' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(calls(fetch, 'DELETE', '/api/promotions/2/custom_content/3')).toHaveLength(1),
    );
  });

  it('moves an item by half a position and posts the new order to custom_content/reorder', async () => {
    const reordered = [
      { ...edited, sequence: 1 },
      { ...welcome, sequence: 2 },
      { ...own, sequence: 3 },
    ];
    let stored = [welcome, edited, own];
    const { user, fetch } = renderEditor('/content/home/editadd', {
      'GET /api/promotions/2/custom_content': () => list(stored),
      'POST /api/promotions/2/custom_content/reorder': () => {
        stored = reordered;
        return { body: { data: reordered, meta: {} } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move welcome down' }));

    await waitFor(() =>
      expect(calls(fetch, 'POST', '/api/promotions/2/custom_content/reorder')).toHaveLength(1),
    );
    const [post] = calls(fetch, 'POST', '/api/promotions/2/custom_content/reorder');
    const url = new URL(post.url);
    expect(url.searchParams.get('hidden')).toBe('true');
    expect(url.searchParams.get('category')).toBe('home');
    expect(await post.json()).toEqual({ sequence: [2, 1, 3] });
    const group = screen.getByRole('list', { name: 'Welcome items' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Content intro', 'Content welcome']),
    );
  });

  it("puts the order back and says 'Could not resequence content.' when the server refuses", async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'POST /api/promotions/2/custom_content/reorder': { status: 500, body: { errors: ['x'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Move intro up' }));
    expect(await screen.findByText('Could not resequence content.')).toBeInTheDocument();
    const group = screen.getByRole('list', { name: 'Welcome items' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Content welcome', 'Content intro']);
  });

  it('the read-only-add variant edits existing items only', async () => {
    const privacy = content({
      id: 7,
      key: 'privacy',
      category: 'privacy',
      group: 'Privacy',
      promotion_id: 2,
      is_default: false,
    });
    renderEditor('/content/privacy/edit', {}, { items: [privacy] });
    expect(await screen.findByRole('button', { name: 'Edit privacy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete privacy' })).not.toBeInTheDocument();
  });

  it('opens a category at its own variant: read-only-add categories at /edit', async () => {
    const { router } = renderEditor('/content/privacy', {}, { items: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/privacy/edit'));
  });

  it('/welcome edits with a preview of the items as participants see them', async () => {
    renderEditor('/content/home/welcome');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Our intro' })).toBeInTheDocument();
  });

  it('lets a super user choose another promotion they manage', async () => {
    const lp = content({
      id: 50,
      key: 'welcome',
      promotion_id: 3,
      is_default: false,
      title: 'Launchpad welcome',
    });
    const { user, router } = renderEditor(
      '/content/home/editadd',
      {
        'GET /api/promotions/grouped': {
          body: {
            data: [
              {
                organization: { id: 1, name: 'Demo Organization' },
                promotions: [
                  { id: 2, name: 'Demo Promotion', subdomain: 'demo' },
                  { id: 3, name: 'Demo Launchpad', subdomain: 'launchpad' },
                ],
              },
            ],
            meta: {},
          },
        },
        'GET /api/promotions/3/custom_content': list([lp]),
      },
      { role: 'Super Coordinator' },
    );
    await user.click((await screen.findAllByLabelText('Promotion'))[0]);
    await user.click(await screen.findByRole('option', { name: 'Demo Launchpad (launchpad)' }));
    expect(await screen.findByText('Launchpad welcome')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?promotion_id=3');
  });

  it('chooses a category', async () => {
    const { user, router } = renderEditor('/content/home/editadd');
    await user.click((await screen.findAllByLabelText('Category'))[0]);
    await user.click(await screen.findByRole('option', { name: 'Tips (tips)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/tips/editadd'));
  });
});

describe('keywords (spec 3 s3)', () => {
  it("lists the promotion's keywords when asked", async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'GET /api/promotions/2/keywords': {
        body: { data: [{ keyword: 'program_name', value: 'Healthy Habits' }], meta: {} },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show keywords' }));
    const table = await screen.findByRole('table', { name: 'Keywords' });
    expect(within(table).getByText('{program_name}')).toBeInTheDocument();
    expect(within(table).getByText('Healthy Habits')).toBeInTheDocument();
  });

  it("says 'Keywords could not be found' when they cannot be read", async () => {
    const { user } = renderEditor('/content/home/editadd', {
      'GET /api/promotions/2/keywords': {
        status: 404,
        body: { errors: ['Keywords could not be found'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show keywords' }));
    expect(await screen.findByText('Keywords could not be found')).toBeInTheDocument();
  });
});
