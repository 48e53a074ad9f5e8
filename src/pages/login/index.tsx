/**
 * Sign-in: tabs for the ways in (account and password; phone and SMS code; QR code confirmed on
 * the mini-portal of a phone). Built from antd's Form and Input, so the form shows from the first
 * bytes (no layout, ProForm or other pro-components on this page, which loads as an entry of its
 * own: src/standalone/login.tsx); the phone and QR ways load when first chosen. A way in is one
 * entry of `ways` below.
 */
import { useDispatch } from '@umijs/max';
import { Suspense, useState } from 'react';
import usePageT from '@/hooks/usePageT';
import LocaleSwitch from '@/components/LocaleSwitch';
import { lazyDefault } from '@/utils/lazyDefault';
import type { QrSignInResult } from '@/services/qrSignIn';
import type { PhoneLoginPayload } from '@/models/login';
import type { LoginResult } from '@/services/auth';
import { useDocumentTitle } from '@/utils/documentTitle';
import PasswordForm from './components/PasswordForm';
import WayTabs, { type Way } from './components/WayTabs';
import styles from './index.less';
import messages from './messages';

const PhoneSignInForm = lazyDefault(() => import('@/components/PhoneSignInForm'));
const QrSignIn = lazyDefault(() => import('@/components/QrSignIn'));

export default function Login() {
  const dispatch = useDispatch();
  const [way, setWay] = useState('password');
  const text = usePageT(messages);
  useDocumentTitle(text('login.submit'));

  // The phone tab signs in through the model, which adds the device and enters the app like the password sign-in.
  const signInByPhone = (payload: PhoneLoginPayload) =>
    dispatch({ type: 'login/loginByPhone', payload }) as unknown as Promise<LoginResult>;

  const ways: Way[] = [
    { key: 'password', label: text('login.tab.password'), children: <PasswordForm /> },
    {
      key: 'phone',
      label: text('login.tab.phone'),
      children: (
        <Suspense fallback={null}>
          <PhoneSignInForm signIn={signInByPhone} />
        </Suspense>
      ),
    },
    {
      key: 'qr',
      label: text('login.tab.qr'),
      // Drawn only while its tab is open: it takes a ticket when drawn and polls until it ends.
      children: way === 'qr' && (
        <Suspense fallback={null}>
          <QrSignIn onSignedIn={(result: QrSignInResult) => dispatch({ type: 'login/signedInByQr', payload: result })} />
        </Suspense>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LocaleSwitch className={styles.langButton} />
      </div>
      <main className={styles.card}>
        <h1 className={styles.title}>{text('app.title')}</h1>
        <p className={styles.subtitle}>{text('login.subtitle')}</p>
        <WayTabs ways={ways} activeKey={way} onChange={setWay} />
      </main>
    </div>
  );
}
