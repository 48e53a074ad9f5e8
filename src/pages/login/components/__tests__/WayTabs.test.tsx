import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import WayTabs, { tabAfterKey } from '../WayTabs';

test.each([
  ['ArrowRight', 0, 1],
  ['ArrowRight', 2, 0],
  ['ArrowLeft', 0, 2],
  ['ArrowLeft', 2, 1],
  ['Home', 2, 0],
  ['End', 0, 2],
  ['Enter', 1, undefined],
])('%s from tab %i of 3 goes to %s', (key, index, next) => {
  expect(tabAfterKey(key, index, 3)).toBe(next);
});

function Ways() {
  const [active, setActive] = useState('a');
  const ways = ['a', 'b', 'c'].map((key) => ({ key, label: `Way ${key}`, children: <input aria-label={`field ${key}`} /> }));
  return <WayTabs ways={ways} activeKey={active} onChange={setActive} />;
}

test('a tab list: one selected and focusable tab, arrows move, panels drawn when first chosen and kept', () => {
  render(<Ways />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('Way a')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Way b')).toHaveAttribute('tabindex', '-1');
  expect(screen.queryByLabelText('field b')).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('field a'), { target: { value: 'typed' } });
  fireEvent.keyDown(tab('Way a'), { key: 'ArrowRight' });
  expect(tab('Way b')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Way b')).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Way b' })).toContainElement(screen.getByLabelText('field b'));

  fireEvent.click(tab('Way a'));
  // What was typed survives the switch; the other way's panel is kept, hidden.
  expect(screen.getByLabelText('field a')).toHaveValue('typed');
  expect(screen.getByLabelText('field b', { selector: 'input' }).closest('[role="tabpanel"]')).toHaveAttribute('hidden');
});
