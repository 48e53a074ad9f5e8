/** /portal/feedback: the feedback form as a page of its own. */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import FeedbackForm from '@/components/FeedbackForm';
import { PortalPaths } from '@/utils/portalPaths';
import messages from './messages';

export default function FeedbackPage() {
  const t = usePageT(messages);
  const [submittedId, setSubmittedId] = useState<number>();
  const openMine = () => history.push(PortalPaths.myFeedback);

  return (
    <PageContainer
      title={t('portal.feedback.title')}
      extra={
        <Button onClick={openMine} data-testid="feedback-open-mine">
          {t('portal.feedback.mine')}
        </Button>
      }
    >
      <ProCard>
        <Typography.Paragraph type="secondary">{t('portal.feedback.intro')}</Typography.Paragraph>
        {submittedId !== undefined && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setSubmittedId(undefined)}
            style={{ marginBottom: 16 }}
            data-testid="feedback-submitted"
            message={t('portal.feedback.submitted', { id: submittedId })}
            action={
              <Button type="link" size="small" onClick={openMine} data-testid="feedback-view-mine">
                {t('portal.feedback.viewMine')}
              </Button>
            }
          />
        )}
        <div style={{ maxWidth: 720 }}>
          <FeedbackForm contentTestId="feedback-content" onSubmitted={setSubmittedId} />
        </div>
      </ProCard>
    </PageContainer>
  );
}
