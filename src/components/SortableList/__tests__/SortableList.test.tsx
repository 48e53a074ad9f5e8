import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderInApp } from '../../../../tests/unit/inApp';
import SortableList from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);

interface Step {
  id: string;
  name: string;
}

const STEPS: Step[] = [
  { id: 'submit', name: '提交报销' },
  { id: 'review', name: '财务审核' },
  { id: 'pay', name: '出纳付款' },
];

function Harness({ onChange, disabled }: { onChange: jest.Mock; disabled?: boolean }) {
  const [items, setItems] = useState(STEPS);
  return (
    <SortableList
      data-testid="steps"
      items={items}
      rowKey={(step) => step.id}
      renderItem={(step) => step.name}
      disabled={disabled}
      onChange={(next, move) => {
        setItems(next);
        onChange(next.map((step) => step.id), move);
      }}
    />
  );
}

const order = () => within(screen.getByTestId('steps')).getAllByRole('listitem').map((item) => item.textContent);

describe('<SortableList>', () => {
  test('a dragged item dropped on another takes its place', () => {
    const onChange = jest.fn();
    renderInApp(<Harness onChange={onChange} />);
    const [first, , third] = screen.getAllByRole('listitem');
    fireEvent.dragStart(first, { dataTransfer: { setData: jest.fn() } });
    const over = createEvent.dragOver(third);
    fireEvent(third, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(third);
    expect(onChange).toHaveBeenCalledWith(['review', 'pay', 'submit'], { from: 0, to: 2 });
    expect(order()).toEqual(['财务审核', '出纳付款', '提交报销']);
  });

  test('the handle moves its item with the arrow keys and keeps the focus', () => {
    const onChange = jest.fn();
    renderInApp(<Harness onChange={onChange} />);
    const handle = screen.getByRole('button', { name: '移动第 3 项：拖动，或按方向键' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    expect(order()).toEqual(['提交报销', '出纳付款', '财务审核']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '移动第 2 项：拖动，或按方向键' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(order()).toEqual(['出纳付款', '提交报销', '财务审核']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('disabled: items are not draggable and the handles are off', () => {
    renderInApp(<Harness onChange={jest.fn()} disabled />);
    expect(screen.getAllByRole('listitem').every((item) => item.getAttribute('draggable') === 'false')).toBe(true);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
