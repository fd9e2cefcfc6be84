import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './form-dialog';

function renderForm(submitting: boolean, dirty = false) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = jest.fn();
  render(
    <FormDialog
      title="Become a Store Manager"
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="Submit Request"
      loadingLabel="Submitting..."
      onClose={onClose}
      dirty={dirty}
    >
      <input aria-label="Reason" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits the form from the footer button and closes from Cancel and Escape', async () => {
    const { onSubmit, onClose } = renderForm(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Fresh fruit{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before Escape discards input, and Cancel discards without asking', async () => {
    const { onClose } = renderForm(false, true);
    await userEvent.keyboard('{Escape}');
    const ask = within(screen.getByRole('alertdialog', { name: 'Discard your changes?' }));
    expect(ask.getByText('What you entered in this form will be lost.')).toBeInTheDocument();
    await userEvent.click(ask.getByRole('button', { name: 'Keep Editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Become a Store Manager' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while submitting, its submit button showing the loading label', async () => {
    const { onClose } = renderForm(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Become a Store Manager' })).toBeInTheDocument();
  });
});
