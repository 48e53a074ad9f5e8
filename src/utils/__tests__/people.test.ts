import { personLabel } from '../people';

it('names a person by what the caller may see of them', () => {
  expect(personLabel({ id: 1, name: 'Alice', account: 'alice' })).toBe('Alice (alice)');
  expect(personLabel({ id: 1, account: 'alice' })).toBe('alice');
  expect(personLabel({ id: 1, name: 'Alice', account: null })).toBe('Alice');
  expect(personLabel({ id: 1 })).toBe('#1');
});
