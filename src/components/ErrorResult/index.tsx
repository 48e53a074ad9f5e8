/**
 * The error screens of the portal (spec section 2: /401, /404, /t404, /exception) share
 * this one antd Result: a picture, a title that also names the browser tab, an explanation
 * and, unless shown inside a tab, a way back to the home page.
 */
import { history, useIntl } from '@umijs/max';
import { Button, Descriptions, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/utils/documentTitle';
import { homeTitle } from '@/utils/tabs';
import styles from './index.less';

/** The page of the home tab. */
export const HOME_PATH = '/home';

export interface ErrorResultProps {
  status: ResultProps['status'];
  title: string;
  subTitle?: ReactNode;
  /** Smaller layout for a page shown inside a tab, without the back button. */
  compact?: boolean;
  /** Buttons shown instead of the default "back to the home page". */
  extra?: ReactNode;
  /** Shown in the Result's content box (details such as an error code). */
  children?: ReactNode;
  testId?: string;
}

export function BackHomeButton() {
  const intl = useIntl();
  return (
    <Button type="primary" onClick={() => history.push(HOME_PATH)} data-testid="back-home">
      {intl.formatMessage({ id: 'exception.backHome' }, { home: homeTitle((d) => intl.formatMessage(d)) })}
    </Button>
  );
}

export default function ErrorResult({ status, title, subTitle, compact, extra, children, testId }: ErrorResultProps) {
  useDocumentTitle(title);
  const actions = extra !== undefined ? extra : compact ? undefined : <BackHomeButton />;
  return (
    <div className={compact ? styles.compact : undefined} data-testid={testId}>
      <Result status={status} title={title} subTitle={subTitle} extra={actions}>
        {children}
      </Result>
    </div>
  );
}

export interface ErrorDetail {
  label: string;
  value: string;
  testId?: string;
}

/** Label-value lines under the title (error code, message); empty values are left out. */
export function ErrorDetails({ items }: { items: ErrorDetail[] }) {
  const shown = items.filter((item) => item.value);
  if (shown.length === 0) return null;
  return (
    <Descriptions className={styles.details} column={1} size="small" bordered>
      {shown.map((item) => (
        <Descriptions.Item key={item.label} label={item.label}>
          <span data-testid={item.testId}>{item.value}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** 403-style screen of /401 (and of routes the user's access flags deny). */
export function NoAccessResult() {
  const intl = useIntl();
  return (
    <ErrorResult
      status="403"
      title={intl.formatMessage({ id: 'exception.401.title' })}
      subTitle={intl.formatMessage({ id: 'exception.401.subTitle' })}
      testId="error-401"
    />
  );
}

/** 404 screen; `compact` is the variant shown inside a tab (/t404). */
export function NotFoundResult({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  return (
    <ErrorResult
      status="404"
      compact={compact}
      title={intl.formatMessage({ id: 'exception.404.title' })}
      subTitle={intl.formatMessage({ id: 'exception.404.subTitle' })}
      testId={compact ? 'error-t404' : 'error-404'}
    />
  );
}
