import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import RichTextEditor from '../components/RichTextEditor';
import RichTextField from '../components/RichTextField';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

// ProseMirror measures the selection to keep it in view; jsdom lays nothing out.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

const editable = () => screen.getByRole('textbox', { name: '内容' });

describe('rich-text editor', () => {
  it('shows the HTML it is given and formats with the toolbar and the keyboard', async () => {
    const onChange = jest.fn();
    renderInApp(<RichTextEditor value="<p>Books close</p>" onChange={onChange} ariaLabel="内容" />);
    expect(editable().innerHTML).toContain('Books close');
    expect(screen.getByRole('toolbar', { name: '格式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();

    act(() => {
      editable().focus();
      fireEvent.keyDown(editable(), { key: 'a', code: 'KeyA', ctrlKey: true });
    });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Books close</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');

    act(() => {
      fireEvent.keyDown(editable(), { key: 'i', code: 'KeyI', ctrlKey: true });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Books close</em></strong></p>'));
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Books close</strong></p>'));
  });

  it('links the selection to an http(s) or mailto address only', async () => {
    const onChange = jest.fn();
    renderInApp(<RichTextEditor value="<p>Policy</p>" onChange={onChange} ariaLabel="内容" />);
    act(() => {
      editable().focus();
      fireEvent.keyDown(editable(), { key: 'a', code: 'KeyA', ctrlKey: true });
    });
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = await screen.findByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByText(/^确\s*定$/));
    expect(await screen.findByText('请输入 http、https 或 mailto 地址')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: 'example.com/policy' } });
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/policy">Policy</a></p>',
      ),
    );
  });

  it('is loaded on first use, with a placeholder meanwhile', async () => {
    renderInApp(<RichTextField value="<p>Hi</p>" ariaLabel="内容" />);
    expect(screen.getByTestId('rich-text-loading')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '内容' })).toBeInTheDocument();
  });
});
