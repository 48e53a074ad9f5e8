/** Form rules that compare fields: pure, so they are tested without rendering a form. */
import type { FormRule } from 'antd';

/**
 * The field must repeat another one (a new password typed twice). Empty passes: the field's
 * own required rule speaks for that.
 */
export function repeatsField(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}
