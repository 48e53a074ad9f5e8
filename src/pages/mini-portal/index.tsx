/**
 * The mini-portal for phones (/mini-portal): signed out, its own sign-in; signed in, the user's
 * task counts, the newest notices and messages with their read state, and sign-out. Stands
 * alone (no ProLayout, no admin code) and is built from antd alone.
 */
import { Spin } from 'antd';
import usePageT from '@/hooks/usePageT';
import { useDocumentTitle } from '@/utils/documentTitle';
import InboxList from './components/InboxList';
import MiniLayout from './components/MiniLayout';
import SignInTabs from './components/SignInTabs';
import TaskCards from './components/TaskCards';
import { useMiniSession } from './components/useMiniSession';
import messages from './messages';

export default function MiniPortal() {
  const t = usePageT(messages);
  const session = useMiniSession();
  useDocumentTitle(t('miniPortal.title'));

  if (session.checking) {
    return (
      <MiniLayout title={t('miniPortal.title')}>
        <Spin />
      </MiniLayout>
    );
  }
  if (!session.user) {
    return (
      <MiniLayout title={t('miniPortal.signIn.title')}>
        <SignInTabs onSignedIn={() => void session.refresh()} />
      </MiniLayout>
    );
  }
  return (
    <MiniLayout title={t('miniPortal.title')} userName={session.user.name} onSignOut={() => void session.signOut()}>
      <TaskCards />
      <InboxList kind="notice" />
      <InboxList kind="message" />
    </MiniLayout>
  );
}
