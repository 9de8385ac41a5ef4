import { screen, waitFor, within } from '@testing-library/react';
import { buildContentItem, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { ContentItem } from '@wellness/shared-ui';
import { AddContentDialog } from './add-content-dialog';

const ADD_URL = '/api/promotions/2/custom_content';
const items = [
  buildContentItem({ id: 1, key: 'welcome', group: 'Welcome' }),
  buildContentItem({ id: 2, key: 'getting_started', group: 'Getting Started' }),
];
const added = buildContentItem({ id: 9, key: 'new_one', promotion_id: 2, is_default: false });

function renderDialog(mode: 'key' | 'group', routes: MockRoutes = {}, existing = items) {
  const fetchMock = mockFetch(routes);
  const onAdded = jest.fn<void, [ContentItem]>();
  const view = renderWithProviders(
    <AddContentDialog
      mode={mode}
      promotionId={2}
      category="home"
      items={existing}
      onAdded={onAdded}
      onClose={jest.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: mode === 'key' ? 'Add key' : 'Add group' });
  const keyInput = within(dialog).getByRole('textbox', { name: 'Key' });
  const add = () => view.user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return { ...view, fetchMock, onAdded, dialog, keyInput, add };
}

const posts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === 'POST' && new URL(request.url).pathname === ADD_URL);

describe('AddContentDialog validation (spec 3 section 5)', () => {
  it("refuses an empty group with 'Group is required' on the Group field", async () => {
    const { user, dialog, fetchMock, add } = renderDialog('group');
    const group = within(dialog).getByRole('textbox', { name: 'Group' });
    await user.type(group, '   ');
    await add();
    expect(await within(dialog).findByText('Group is required')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("refuses a group that exists, whatever its case and spaces, with 'Group already exists!!'", async () => {
    const { user, dialog, fetchMock, keyInput, add } = renderDialog('group');
    const group = within(dialog).getByRole('textbox', { name: 'Group' });
    await user.type(group, '  getting STARTED ');
    await add();
    expect(await within(dialog).findByText('Group already exists!!')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(keyInput).not.toHaveAttribute('aria-invalid');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("refuses a key that exists once normalised with 'Key already exists!!' on the Key field", async () => {
    const { user, dialog, fetchMock, keyInput, add } = renderDialog('key');
    await user.type(keyInput, ' Getting Started ');
    expect(within(dialog).getByText('Key to create: getting_started')).toBeInTheDocument();
    await add();
    expect(await within(dialog).findByText('Key already exists!!')).toBeInTheDocument();
    expect(keyInput).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('keeps a refusal until the next Add, then sends the fixed key', async () => {
    const { user, dialog, fetchMock, keyInput, add, onAdded } = renderDialog('key', {
      [`POST ${ADD_URL}`]: { status: 201, body: { data: added, meta: {} } },
    });
    await user.type(keyInput, 'welcome');
    await add();
    expect(await within(dialog).findByText('Key already exists!!')).toBeInTheDocument();
    await user.type(keyInput, ' two');
    expect(within(dialog).getByText('Key already exists!!')).toBeInTheDocument();
    await add();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(added));
    expect(await posts(fetchMock)[0].json()).toEqual({
      category: 'home',
      add: 'key',
      group: 'Welcome',
      key: 'welcome_two',
    });
  });

  it('adds a key into the chosen group', async () => {
    const { user, dialog, fetchMock, keyInput, add, onAdded } = renderDialog('key', {
      [`POST ${ADD_URL}`]: { status: 201, body: { data: added, meta: {} } },
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Group' }));
    await user.click(await screen.findByRole('option', { name: 'Getting Started' }));
    await user.type(keyInput, 'Step One');
    await add();
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(await posts(fetchMock)[0].json()).toEqual({
      category: 'home',
      add: 'key',
      group: 'Getting Started',
      key: 'step_one',
    });
  });

  it('a new group with an empty key uses the group, trimmed and normalised', async () => {
    const { user, dialog, fetchMock, add } = renderDialog('group', {
      [`POST ${ADD_URL}`]: { status: 201, body: { data: added, meta: {} } },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Group' }), '  Getting Help ');
    expect(within(dialog).getByText('Key to create: getting_help')).toBeInTheDocument();
    await add();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(await posts(fetchMock)[0].json()).toEqual({
      category: 'home',
      add: 'group',
      group: 'Getting Help',
      key: 'getting_help',
    });
  });

  it('asks for a group by name when the category has none yet', async () => {
    const { user, dialog, keyInput, add } = renderDialog('key', {}, []);
    await user.type(keyInput, 'first');
    await add();
    expect(await within(dialog).findByText('Group is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Group' })).toHaveValue('');
  });
});
