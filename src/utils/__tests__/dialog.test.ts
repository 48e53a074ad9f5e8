import { dialogType } from '../dialog';

describe('dialogType', () => {
  it.each(['info', 'success', 'error', 'warning', 'confirm'])('keeps %s', (type) => {
    expect(dialogType(type)).toBe(type);
  });
  it.each(['danger', '', undefined, null, 3, 'INFO'])('turns %p into info', (type) => {
    expect(dialogType(type)).toBe('info');
  });
});
