/**
 * Confirming a QR-code sign-in on the phone: which browser asks (browser, operating system,
 * address, time), then Confirm or Refuse; an expired or already answered code says so.
 */
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { confirmQrTicket, fetchQrRequester, refuseQrTicket } from '@/services/qrSignIn';
import { errorInfoOf } from '@/utils/errorDisplay';
import { formatDateTime } from '@/utils/messages';
import styles from './mini.less';
import messages from '../messages';

export interface QrConfirmProps {
  ticket: string;
  /** The name of the signed-in user who would be signed in. */
  userName: string;
}

type Outcome = 'confirmed' | 'refused' | 'expired';

/** 404 and 410: the code is unknown, expired or was answered; anything else may be retried. */
const isGone = (error: unknown) => {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 410;
};

export default function QrConfirm({ ticket, userName }: QrConfirmProps) {
  const t = usePageT(messages);
  const [outcome, setOutcome] = useState<Outcome>();
  const requester = useRequest(() => fetchQrRequester(ticket), {
    refreshDeps: [ticket],
    onError: (error) => {
      if (isGone(error)) setOutcome('expired');
    },
  });
  const decide = useRequest(
    async (decision: 'confirm' | 'refuse') => {
      await (decision === 'confirm' ? confirmQrTicket(ticket) : refuseQrTicket(ticket));
      return decision;
    },
    {
      manual: true,
      onSuccess: (decision) => setOutcome(decision === 'confirm' ? 'confirmed' : 'refused'),
      onError: (error) => {
        if (isGone(error)) setOutcome('expired');
        else message.error(errorInfoOf(error)?.errorMessage || t('miniPortal.loadFailed'));
      },
    },
  );

  if (outcome === 'confirmed') {
    return (
      <div data-testid="mini-qr-confirmed">
        <Result status="success" icon={<CheckCircleOutlined />} title={t('miniPortal.qr.confirmed')} />
      </div>
    );
  }
  if (outcome === 'refused') {
    return (
      <div data-testid="mini-qr-refused">
        <Result status="info" icon={<CloseCircleOutlined />} title={t('miniPortal.qr.refused')} />
      </div>
    );
  }
  if (outcome === 'expired') {
    return (
      <div data-testid="mini-qr-expired">
        <Result status="warning" title={t('miniPortal.qr.expired')} />
      </div>
    );
  }

  const asked = requester.data;
  const unknown = t('miniPortal.qr.unknown');
  return (
    <Card size="small" title={t('miniPortal.qr.title')} className={styles.section} data-testid="mini-qr">
      {requester.loading && !asked && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {requester.error && !asked && (
        <Result
          status="warning"
          subTitle={t('miniPortal.loadFailed')}
          extra={
            <Button className={styles.touch} onClick={requester.refresh}>
              {t('miniPortal.retry')}
            </Button>
          }
        />
      )}
      {asked && (
        <>
          <Typography.Paragraph>{t('miniPortal.qr.asks', { name: userName })}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            bordered
            className={styles.details}
            items={[
              { key: 'browser', label: t('miniPortal.qr.browser'), children: asked.browser ?? unknown },
              { key: 'os', label: t('miniPortal.qr.os'), children: asked.os ?? unknown },
              { key: 'ip', label: t('miniPortal.qr.ip'), children: asked.ip ?? unknown },
              { key: 'askedAt', label: t('miniPortal.qr.askedAt'), children: formatDateTime(asked.askedAt) },
            ]}
          />
          <Alert type="warning" showIcon message={t('miniPortal.qr.warning')} className={styles.details} />
          <div className={styles.actions}>
            <Button
              type="primary"
              block
              className={styles.touch}
              loading={decide.loading && decide.params[0] === 'confirm'}
              disabled={decide.loading}
              onClick={() => decide.run('confirm')}
            >
              {t('miniPortal.qr.confirm')}
            </Button>
            <Button
              danger
              block
              className={styles.touch}
              loading={decide.loading && decide.params[0] === 'refuse'}
              disabled={decide.loading}
              onClick={() => decide.run('refuse')}
            >
              {t('miniPortal.qr.refuse')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
