/**
 * One item on the mini-portal (/mini-portal/page): `?qr=<ticket>` confirms a QR-code sign-in,
 * `?type=notice&id=..` and `?type=message&id=..` open a notice or a message (marked read), and
 * `?src=<address>` opens a page of this portal by its address (any other address: an error
 * state). Signed out, it asks to sign in first and then shows the item.
 */
import { useLocation } from '@umijs/max';
import { Result, Spin } from 'antd';
import usePageT from '@/hooks/usePageT';
import { useDocumentTitle } from '@/utils/documentTitle';
import { MessageItem, NoticeItem } from './components/ItemView';
import MiniLayout from './components/MiniLayout';
import QrConfirm from './components/QrConfirm';
import SignInTabs from './components/SignInTabs';
import { useMiniSession } from './components/useMiniSession';
import styles from './components/mini.less';
import { itemOfQuery } from './utils';
import messages from './messages';

export default function MiniPortalPage() {
  const t = usePageT(messages);
  const location = useLocation();
  const session = useMiniSession();
  const item = itemOfQuery(location.search, window.location);
  const title = t(
    item.kind === 'qr'
      ? 'miniPortal.qr.title'
      : item.kind === 'notice'
        ? 'miniPortal.notices'
        : item.kind === 'message'
          ? 'miniPortal.messages'
          : 'miniPortal.page.title',
  );
  useDocumentTitle(title);

  const layout = { title, back: true, userName: session.user?.name, onSignOut: () => void session.signOut() };
  if (item.kind === 'invalid') {
    return (
      <MiniLayout {...layout}>
        <div data-testid="mini-item-invalid">
          <Result status="error" subTitle={t('miniPortal.item.invalid')} />
        </div>
      </MiniLayout>
    );
  }
  if (session.checking) {
    return (
      <MiniLayout {...layout}>
        <Spin />
      </MiniLayout>
    );
  }
  if (!session.user) {
    return (
      <MiniLayout {...layout} title={t('miniPortal.signIn.title')}>
        <SignInTabs onSignedIn={() => void session.refresh()} note={item.kind === 'qr' ? t('miniPortal.signIn.forQr') : undefined} />
      </MiniLayout>
    );
  }
  if (item.kind === 'page') {
    return (
      <MiniLayout {...layout} bare>
        <iframe src={item.address} title={title} className={styles.pageFrame} data-testid="mini-page-frame" />
      </MiniLayout>
    );
  }
  return (
    <MiniLayout {...layout}>
      {item.kind === 'qr' && <QrConfirm ticket={item.ticket} userName={session.user.name} />}
      {item.kind === 'notice' && <NoticeItem id={item.id} />}
      {item.kind === 'message' && <MessageItem id={item.id} />}
    </MiniLayout>
  );
}
