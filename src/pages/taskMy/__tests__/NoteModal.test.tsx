import { fireEvent, screen, waitFor } from '@testing-library/react';
import { commentTask, completeTask, returnTask } from '@/services/tasks';
import { renderInApp } from '../../../../tests/unit/inApp';
import NoteModal from '../components/NoteModal';


jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ completeTask: jest.fn(), returnTask: jest.fn(), commentTask: jest.fn() }));

const task = { id: 5, taskNo: 'T00000005' };

function renderModal(kind: 'complete' | 'return' | 'comment') {
  const onClose = jest.fn();
  const onDone = jest.fn();
  renderInApp(<NoteModal dialog={{ kind, task }} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone };
}

const submit = (text: RegExp) => fireEvent.click(screen.getByText(text, { selector: 'button span' }));

describe('the note dialogs of a task', () => {
  beforeEach(() => jest.clearAllMocks());

  it('return: requires the reason, sends it trimmed, keeps the dialog open when refused', async () => {
    jest.mocked(returnTask).mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce({} as never);
    const { onClose, onDone } = renderModal('return');
    expect(screen.getByText('退回任务 T00000005')).toBeInTheDocument();
    submit(/^退\s*回$/);
    expect(await screen.findByText('请填写退回原因')).toBeInTheDocument();
    expect(returnTask).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('退回原因'), { target: { value: '  Wrong organisation ' } });
    submit(/^退\s*回$/);
    await waitFor(() => expect(returnTask).toHaveBeenCalledWith(5, { reason: 'Wrong organisation' }));
    // Refused (the request client shows why): the dialog and the reason stay.
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('退回原因')).toHaveValue('  Wrong organisation ');

    submit(/^退\s*回$/);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('任务 T00000005 已退回，将重新分派')).toBeInTheDocument();
  });

  it('complete: the result is optional', async () => {
    jest.mocked(completeTask).mockResolvedValue({} as never);
    const { onDone } = renderModal('complete');
    submit(/^完\s*成$/);
    await waitFor(() => expect(completeTask).toHaveBeenCalledWith(5, { result: null }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('comment: requires the text', async () => {
    jest.mocked(commentTask).mockResolvedValue({} as never);
    const { onDone } = renderModal('comment');
    submit(/^保\s*存$/);
    expect(await screen.findByText('请填写评论')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('评论'), { target: { value: 'Invoice attached' } });
    submit(/^保\s*存$/);
    await waitFor(() => expect(commentTask).toHaveBeenCalledWith(5, { text: 'Invoice attached' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
