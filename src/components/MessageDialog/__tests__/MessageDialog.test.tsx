import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InApp } from '../../../../tests/unit/inApp';
import { showDialog } from '../index';

describe('showDialog', () => {
  // The dialogs open through the <App> every page sits in; unmounting it after each test closes them.
  beforeEach(() => {
    render(<InApp />);
  });

  it.each(['info', 'success', 'error', 'warning', 'confirm'] as const)('opens the modal %s', (type) => {
    const modal = {
      info: jest.fn(),
      success: jest.fn(),
      error: jest.fn(),
      warning: jest.fn(),
      confirm: jest.fn(),
    };
    showDialog({ title: 'T', message: 'M', type }, modal);
    expect(modal[type]).toHaveBeenCalledWith(expect.objectContaining({ title: 'T', content: 'M' }));
    Object.entries(modal)
      .filter(([name]) => name !== type)
      .forEach(([, fn]) => expect(fn).not.toHaveBeenCalled());
  });

  it.each(['danger', '', undefined, 'INFO'])('opens info for the unknown type %p', (type) => {
    const modal = { info: jest.fn(), success: jest.fn(), error: jest.fn(), warning: jest.fn(), confirm: jest.fn() };
    showDialog({ message: 'M', type }, modal);
    expect(modal.info).toHaveBeenCalledTimes(1);
  });

  it('shows the title and message in a real dialog and closes on OK', async () => {
    const onOk = jest.fn();
    act(() => {
      showDialog({ title: 'Saved', message: 'The notice was published.', type: 'success', onOk });
    });
    expect(await screen.findByText('Saved', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(screen.getByText('The notice was published.')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-success')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /ok|确\s*定|知道了/i }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it('opens a confirm dialog with a cancel button for type confirm', async () => {
    const onCancel = jest.fn();
    act(() => {
      showDialog({ message: 'Delete the role?', type: 'confirm', onCancel });
    });
    expect(await screen.findByText('Delete the role?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /cancel|取\s*消/i }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('opens an info dialog for an unknown type', async () => {
    act(() => {
      showDialog({ message: 'Plain note', type: 'danger' });
    });
    expect(await screen.findByText('Plain note')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-info')).not.toBeNull();
  });
});
