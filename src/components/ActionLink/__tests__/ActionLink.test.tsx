import { fireEvent, render, screen } from '@testing-library/react';
import { Popconfirm } from 'antd';
import ActionLink from '..';

describe('ActionLink', () => {
  it('is reached with Tab and is a button to assistive technology', () => {
    render(<ActionLink onClick={jest.fn()}>编辑</ActionLink>);
    const link = screen.getByRole('button', { name: '编辑' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('tabindex', '0');
    expect(link).not.toHaveAttribute('href');
  });

  it.each(['Enter', ' '])('acts on the key %j like a click', (key) => {
    const onClick = jest.fn();
    render(<ActionLink onClick={onClick}>编辑</ActionLink>);
    fireEvent.keyDown(screen.getByRole('button', { name: '编辑' }), { key });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys', () => {
    const onClick = jest.fn();
    render(<ActionLink onClick={onClick}>编辑</ActionLink>);
    fireEvent.keyDown(screen.getByRole('button', { name: '编辑' }), { key: 'a' });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('opens the confirmation it stands in from the keyboard', async () => {
    render(
      <Popconfirm title="确定删除吗？">
        <ActionLink>删除</ActionLink>
      </Popconfirm>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: '删除' }), { key: 'Enter' });
    expect(await screen.findByText('确定删除吗？')).toBeInTheDocument();
  });
});
