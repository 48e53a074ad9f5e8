/**
 * The QR-code sign-in panel of the login page: a one-time ticket shown as a QR code (antd's
 * QRCode), "valid for N s", polling callbackQR while it waits, and an "expired" or "refused"
 * overlay with a Refresh button. Someone signed in on the mini-portal of a phone opens the code's
 * address and confirms; the next poll signs this browser in, and `onSignedIn` (by default the
 * same entry as a password sign-in) enters the app. Built from antd alone: the login page stays light.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { useInterval, useRequest } from 'ahooks';
import { Alert, Button, QRCode } from 'antd';
import { useRef, useState } from 'react';
import { callbackQR, createQrTicket, type QrSignInResult } from '@/services/qrSignIn';
import { errorInfoOf } from '@/utils/errorDisplay';
import { enterApp } from '@/utils/session';
import { QR_POLL_INTERVAL_MS, QR_TICKET_TTL_MS } from '../../../server/plugins/qrSignIn/constants';
import styles from './index.less';
import { secondsLeft, stateAfterPollError, type QrPanelState } from './utils';

export interface QrSignInProps {
  /** After the browser is signed in, with the server's answer; by default enters the app. */
  onSignedIn?: (result: QrSignInResult) => void;
  /** Side of the code in pixels. */
  size?: number;
}

export default function QrSignIn({ onSignedIn = () => enterApp(), size = 180 }: QrSignInProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [state, setState] = useState<QrPanelState>('loading');
  const [problem, setProblem] = useState<string>();
  /** When the ticket runs out, by this browser's clock (the server decides; this only counts down). */
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  /** A poll has ended the wait (signed in, refused, expired): a poll already scheduled asks nothing more. */
  const answered = useRef(false);

  const ticketRequest = useRequest(createQrTicket, {
    onBefore: () => {
      answered.current = false;
      setState('loading');
      setProblem(undefined);
    },
    onSuccess: () => {
      setDeadline(Date.now() + QR_TICKET_TTL_MS);
      setNow(Date.now());
      setState('pending');
    },
    onError: (error) => {
      setProblem(errorInfoOf(error)?.errorMessage || undefined);
      setState('failed');
    },
  });
  const ticket = ticketRequest.data;

  const poll = useRequest(async () => (answered.current ? null : callbackQR(ticket!.ticket)), {
    ready: state === 'pending' && ticket !== undefined,
    refreshDeps: [ticket?.ticket],
    pollingInterval: state === 'pending' ? (ticket?.pollMs ?? QR_POLL_INTERVAL_MS) : undefined,
    onSuccess: (result) => {
      if (result === null || answered.current) return;
      answered.current = true;
      setState('signedIn');
      onSignedIn(result);
    },
    onError: (error) => {
      const next = stateAfterPollError(error);
      if (next === 'pending' || answered.current) return;
      answered.current = true;
      setProblem(error.message);
      setState(next);
    },
  });

  useInterval(() => setNow(Date.now()), state === 'pending' ? 1000 : undefined);

  const refresh = () => {
    poll.cancel();
    ticketRequest.run();
  };

  const left = secondsLeft(deadline, now);
  const status = state === 'pending' ? 'active' : state === 'signedIn' ? 'scanned' : state === 'loading' ? 'loading' : 'expired';
  const overlay = (title: string) => (
    <div className={styles.overlay} data-testid={`qr-${state}`}>
      <span>{title}</span>
      <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={refresh}>
        {text('qrSignIn.refresh')}
      </Button>
    </div>
  );

  return (
    <div className={styles.panel} data-testid="qr-sign-in">
      {state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message={problem ?? text('qrSignIn.failed')}
          action={
            <Button size="small" onClick={refresh}>
              {text('qrSignIn.refresh')}
            </Button>
          }
        />
      ) : (
        <QRCode
          value={ticket?.url ?? '-'}
          size={size}
          status={status}
          errorLevel="M"
          aria-label={text('qrSignIn.code')}
          statusRender={(info) => {
            if (info.status === 'loading') return <span>{text('qrSignIn.loading')}</span>;
            if (info.status === 'scanned') return <span data-testid="qr-signedIn">{text('qrSignIn.signedIn')}</span>;
            return overlay(state === 'refused' ? (problem ?? text('qrSignIn.refused')) : text('qrSignIn.expired'));
          }}
        />
      )}
      <p className={styles.hint}>{text('qrSignIn.hint')}</p>
      {state === 'pending' && (
        <p className={styles.countdown} data-testid="qr-countdown" aria-live="off">
          {text('qrSignIn.validFor', { seconds: left })}
        </p>
      )}
    </div>
  );
}
