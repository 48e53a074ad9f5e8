import { keyTarget, moveItem } from '../utils';

describe('SortableList utils', () => {
  const list = ['差旅', '招待', '办公', '培训'];

  test('moves an item down, up and to either end', () => {
    expect(moveItem(list, 0, 2)).toEqual(['招待', '办公', '差旅', '培训']);
    expect(moveItem(list, 3, 1)).toEqual(['差旅', '培训', '招待', '办公']);
    expect(moveItem(list, 1, 99)).toEqual(['差旅', '办公', '培训', '招待']);
    expect(moveItem(list, 2, -5)).toEqual(['办公', '差旅', '招待', '培训']);
  });

  test('a move to the same place or from outside the list changes nothing and leaves the input alone', () => {
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(list).toEqual(['差旅', '招待', '办公', '培训']);
  });

  test('arrow keys move one place, Home and End to the ends, never past them', () => {
    expect(keyTarget('ArrowUp', 2, 4)).toBe(1);
    expect(keyTarget('ArrowDown', 2, 4)).toBe(3);
    expect(keyTarget('Home', 2, 4)).toBe(0);
    expect(keyTarget('End', 1, 4)).toBe(3);
    expect(keyTarget('ArrowUp', 0, 4)).toBeUndefined();
    expect(keyTarget('ArrowDown', 3, 4)).toBeUndefined();
    expect(keyTarget('Home', 0, 4)).toBeUndefined();
    expect(keyTarget('End', 3, 4)).toBeUndefined();
    expect(keyTarget('Enter', 1, 4)).toBeUndefined();
  });
});
