import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { SaveReportDialog, reportNameSchema } from './report-dialogs';

function renderDialog(initialName = '', error: string | null = null) {
  // The dialog only reports the name to its owner: no request is expected.
  const fetchMock = mockFetch({});
  const onSave = jest.fn();
  const view = renderWithProviders(
    <SaveReportDialog
      opened
      title="Create report"
      initialName={initialName}
      saving={false}
      error={error}
      onSave={onSave}
      onClose={jest.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create report' });
  const name = within(dialog).getByRole('textbox', { name: 'Report name' });
  const save = within(dialog).getByRole('button', { name: 'Save' });
  return { ...view, fetchMock, onSave, dialog, name, save };
}

describe('the report name dialog (Create and Save As)', () => {
  it('keeps Save off while the name is blank or only spaces', async () => {
    const { user, name, save, onSave, fetchMock } = renderDialog();
    expect(save).toBeDisabled();
    await user.type(name, '   ');
    expect(save).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await user.type(name, 'x');
    expect(save).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the name without the spaces around it, also with Enter', async () => {
    const { user, name, onSave } = renderDialog();
    await user.type(name, '  Points by person  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Points by person');
  });

  it('starts from the name it is given (Save As offers a copy’s name)', async () => {
    const { user, name, save, onSave } = renderDialog('Everyone (copy)');
    expect(name).toHaveValue('Everyone (copy)');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith('Everyone (copy)');
  });

  it('takes at most 255 characters', async () => {
    const { user, name } = renderDialog();
    await user.click(name);
    await user.paste('a'.repeat(300));
    expect(name).toHaveValue('a'.repeat(255));
  });

  it("shows the server's refusal", () => {
    const { dialog } = renderDialog('Dup', 'A report with that name exists.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A report with that name exists.');
  });

  it('refuses a blank or overlong name in its schema', () => {
    expect(reportNameSchema.safeParse({ name: '  ' }).error?.issues[0].message).toBe(
      'Report name is required.',
    );
    expect(reportNameSchema.safeParse({ name: 'a'.repeat(256) }).error?.issues[0].message).toBe(
      'Report name is limited to 255 characters.',
    );
    expect(reportNameSchema.parse({ name: ' Fresh ' })).toEqual({ name: 'Fresh' });
  });
});
