import { screen, waitFor, within } from '@testing-library/react';
import { buildContentItem, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { ContentCategory } from '../api/content-editor-api';
import { ContentItemForm } from './content-item-form';

const PUT_URL = '/api/promotions/2/custom_content/5';
const tips: ContentCategory = {
  category: 'tips',
  label: 'Tips',
  fields: ['title', 'image1', 'days_from_start'],
  keys: {},
  custom_fields: [
    { name: 'cta', label: 'Button text' },
    { name: 'footer', label: 'Footer' },
  ],
  read_only_add: false,
  public: false,
};
const tip = buildContentItem({
  id: 5,
  key: 'hydrate',
  category: 'tips',
  promotion_id: 2,
  is_default: false,
  title: 'Drink water',
  days_from_start: 3,
  custom_fields: { cta: 'Go', retired: 'kept' },
});

/** Only saving reaches the server: PUT of the item, declared by the tests that save. */
function renderForm(routes: MockRoutes = {}) {
  const fetchMock = mockFetch(routes);
  const onClose = jest.fn();
  const view = renderWithProviders(
    <ContentItemForm promotionId={2} category={tips} item={tip} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit hydrate' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const puts = () =>
    fetchMock.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'PUT' && new URL(request.url).pathname === PUT_URL);
  return { ...view, fetchMock, onClose, dialog, field, save, puts };
}

describe('ContentItemForm validation (the admin service’s limits, refused before sending)', () => {
  it.each([
    ['more than 3650', '5000'],
    ['not whole', '2.5'],
  ])('refuses days from start %s', async (_, typed) => {
    const { user, dialog, field, puts } = renderForm();
    await user.clear(field('Days from start'));
    await user.type(field('Days from start'), `${typed}{Enter}`);
    expect(
      await within(dialog).findByText('Days from start must be a whole number from 0 to 3650.'),
    ).toBeInTheDocument();
    expect(field('Days from start')).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it.each(['http://example.com/a.png', 'javascript:alert(1)', '/files/a.png'])(
    'refuses the image address %s',
    async (address) => {
      const { user, dialog, field, save, puts } = renderForm();
      await user.type(field('Image'), address);
      await save();
      expect(
        await within(dialog).findByText('Image must be an uploaded file or an https:// address.'),
      ).toBeInTheDocument();
      expect(field('Image')).toHaveFocus();
      expect(puts()).toHaveLength(0);
    },
  );

  it('refuses a title over 255 characters and a custom field over 2,000', async () => {
    const { user, dialog, field, save, puts } = renderForm();
    await user.clear(field('Title'));
    await user.click(field('Title'));
    await user.paste('t'.repeat(256));
    await user.click(field('Button text'));
    await user.paste('b'.repeat(2001));
    await save();
    expect(await within(dialog).findByText('Title is limited to 255 characters.')).toBeVisible();
    expect(within(dialog).getByText('Button text is limited to 2,000 characters.')).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it('sends the shown fields, empty ones as null, hidden and the custom fields as they were', async () => {
    const { user, field, save, puts, onClose } = renderForm({
      [`PUT ${PUT_URL}`]: { body: { data: tip, meta: {} } },
    });
    await user.clear(field('Days from start'));
    await user.type(field('Days from start'), '12');
    await user.type(field('Image'), 'https://cdn.example.com/water.png');
    await user.clear(field('Button text'));
    await user.type(field('Button text'), 'Start');
    await user.click(field('Hidden'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await puts()[0].json()).toEqual({
      title: 'Drink water',
      image1: 'https://cdn.example.com/water.png',
      days_from_start: 12,
      hidden: true,
      // The untouched Footer was never set, so it is not sent; a retired value goes back as it was.
      custom_fields: { cta: 'Start', retired: 'kept' },
    });
  });

  it('accepts an uploaded file’s address and an empty day', async () => {
    const { user, field, save, puts, onClose } = renderForm({
      [`PUT ${PUT_URL}`]: { body: { data: tip, meta: {} } },
    });
    await user.type(field('Image'), '/api/files/public/abc.png');
    await user.clear(field('Days from start'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await puts()[0].json()).toMatchObject({
      image1: '/api/files/public/abc.png',
      days_from_start: null,
    });
  });
});
