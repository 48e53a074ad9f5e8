/**
 * The mini-portal's frame: one column for phones (360-430 px), a header with the title or a way
 * back home, the language switch, and, when signed in, the user's name and sign-out. No side menu,
 * no ProLayout: antd alone.
 */
import { LeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import LocaleSwitch from '@/components/LocaleSwitch';
import usePageT from '@/hooks/usePageT';
import { MINI_PORTAL_PATH } from '../utils';
import styles from './mini.less';
import messages from '../messages';

export interface MiniLayoutProps {
  title: string;
  /** The signed-in user's name; sign-out shows with it. */
  userName?: string;
  onSignOut?: () => void;
  /** A button back to the mini-portal's home instead of the title alone. */
  back?: boolean;
  /** Content edge to edge (a framed page). */
  bare?: boolean;
  children?: ReactNode;
}

export default function MiniLayout({ title, userName, onSignOut, back, bare, children }: MiniLayoutProps) {
  const t = usePageT(messages);
  return (
    <div className={styles.page}>
      <div className={styles.frame}>
        <header className={styles.header}>
          {back && (
            <Button
              type="text"
              className={styles.headerButton}
              icon={<LeftOutlined />}
              aria-label={t('miniPortal.back')}
              data-testid="mini-back"
              onClick={() => history.push(MINI_PORTAL_PATH)}
            />
          )}
          <span className={styles.headerTitle} title={userName ? t('miniPortal.hello', { name: userName }) : undefined}>
            {userName && !back ? t('miniPortal.hello', { name: userName }) : title}
          </span>
          <LocaleSwitch className={styles.headerButton} />
          {userName && onSignOut && (
            <Button
              type="text"
              className={styles.headerButton}
              icon={<LogoutOutlined />}
              aria-label={t('miniPortal.signOut')}
              title={t('miniPortal.signOut')}
              data-testid="mini-sign-out"
              onClick={onSignOut}
            />
          )}
        </header>
        {bare ? children : <main className={styles.content}>{children}</main>}
      </div>
    </div>
  );
}
