/** The text of a message id in the current language: `const t = useT(); t('userManage.title')`. */
import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

export type MessageValues = Record<string, string | number>;

/** A stable `t(id, values?)`: it changes only with the language, so it can sit in hook dependencies. */
export default function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
