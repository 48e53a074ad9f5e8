import type { FormInstance } from 'antd';
import { repeatsField } from '../formRules';

/** The rule as antd runs it, on a form whose `newPassword` holds `typed`. */
function check(typed: string, value: string | undefined) {
  const rule = repeatsField('newPassword', 'mismatch');
  if (typeof rule !== 'function') throw new Error('a rule that reads the form');
  const form = { getFieldValue: (name: string) => (name === 'newPassword' ? typed : undefined) } as FormInstance;
  return rule(form).validator!({}, value, () => undefined);
}

describe('repeatsField', () => {
  it('passes the same text and an empty field', async () => {
    await expect(check('New-Secret2', 'New-Secret2')).resolves.toBeUndefined();
    await expect(check('New-Secret2', '')).resolves.toBeUndefined();
    await expect(check('New-Secret2', undefined)).resolves.toBeUndefined();
  });

  it('refuses a different text with the message given', async () => {
    await expect(check('New-Secret2', 'New-Secret3')).rejects.toThrow('mismatch');
    await expect(check('New-Secret2', 'new-secret2')).rejects.toThrow('mismatch');
  });
});
