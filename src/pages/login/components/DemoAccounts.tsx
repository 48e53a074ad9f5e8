/**
 * Under the password form when the server holds the demo data (mock mode, DEMO_DATA=on): the
 * demo accounts with their passwords; a click fills the form. Asked for after the form is drawn
 * (an effect), and absent when the server has no demo data.
 */
import { useRequest } from 'ahooks';
import usePageT from '@/hooks/usePageT';
import { fetchDemoAccounts } from '@/services/demo';
import styles from './DemoAccounts.less';
import messages from '../messages';

interface Props {
  /** Fills the form; the password is null when the server does not show it (a real administrator's): then it is left to type. */
  onPick: (account: string, password: string | null) => void;
}

export default function DemoAccounts({ onPick }: Props) {
  const t = usePageT(messages);
  // Without the list the page works as always: a failure stays quiet.
  const { data: accounts } = useRequest(fetchDemoAccounts, { onError: () => undefined });
  if (!accounts?.length) return null;
  return (
    <section className={styles.box} data-testid="demo-accounts" aria-label={t('login.demo.title')}>
      <p className={styles.heading}>{t('login.demo.title')}</p>
      <ul className={styles.list}>
        {accounts.map(({ kind, account, password }) => (
          <li key={account}>
            <button type="button" className={styles.account} onClick={() => onPick(account, password)} title={t('login.demo.fill')}>
              <span className={styles.kind}>{t(`login.demo.kind.${kind}`)}</span>
              <code>{account}</code>
              <code>{password ?? t('login.demo.ownPassword')}</code>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
