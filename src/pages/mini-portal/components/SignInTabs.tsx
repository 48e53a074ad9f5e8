/** The mini-portal's sign-in: by account and password, or by a code sent to the phone. */
import { Tabs, Typography } from 'antd';
import PhoneSignInForm from '@/components/PhoneSignInForm';
import usePageT from '@/hooks/usePageT';
import { CLIENT_KIND_NAMES } from '../../../../server/plugins/devices/constants';
import SignInForm from './SignInForm';
import messages from '../messages';

export interface SignInTabsProps {
  /** After a successful sign-in either way (the session cookie is set). */
  onSignedIn: () => void;
  /** A line above the tabs, e.g. why signing in is needed. */
  note?: string;
}

export default function SignInTabs({ onSignedIn, note }: SignInTabsProps) {
  const t = usePageT(messages);
  return (
    <>
      {note && <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>}
      <Tabs
        centered
        items={[
          { key: 'password', label: t('miniPortal.signIn.password'), children: <SignInForm onSignedIn={onSignedIn} /> },
          {
            key: 'phone',
            label: t('miniPortal.signIn.phone'),
            children: <PhoneSignInForm onSignedIn={() => onSignedIn()} device={CLIENT_KIND_NAMES[0]} />,
          },
        ]}
      />
    </>
  );
}
