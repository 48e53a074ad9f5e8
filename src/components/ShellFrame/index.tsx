/**
 * The signed-in frame around every page. ProLayout's side layout draws no header on the
 * desktop, so the shell's header bar sits at the top of the content area.
 */
import type { ReactNode } from 'react';
import HeaderActions from '@/components/HeaderActions';
import styles from './index.less';

export default function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.grow} />
        <HeaderActions />
      </header>
      <main className={styles.content}>{children}</main>
    </div>
  );
}
