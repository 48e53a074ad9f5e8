/**
 * /taskHome: the caller's task counts (each card opens My tasks filtered in a tab) and, for new
 * staff, a guide in four steps with links to the pages they name. Closing the guide is kept per
 * user on the server; "Show the guide" brings it back.
 */
import { CloseOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Button, Space, Steps, Tooltip, Typography } from 'antd';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import TaskSummaryCards from '@/components/TaskSummaryCards';
import usePageT from '@/hooks/usePageT';
import { fetchPreferences, savePreference, type Preferences } from '@/services/preferences';
import { GUIDE_STEPS, guideShown } from './utils';
import messages from './messages';

export default function TaskHomePage() {
  const t = usePageT(messages);
  const { openTab } = useShellActions();
  // Without the preferences (not yet loaded, or failed) the guide is shown: it only helps.
  const { data: preferences, loading, mutate } = useRequest(fetchPreferences, { onError: () => {} });
  const shown = guideShown(preferences);

  async function setDismissed(dismissed: boolean) {
    const before = preferences;
    mutate({ ...(before ?? {}), taskHomeGuideDismissed: dismissed } as Preferences);
    try {
      mutate(await savePreference('taskHomeGuideDismissed', dismissed));
    } catch {
      mutate(before); // Shown by the request client; the guide stays as it was.
    }
  }

  const guide = (
    <ProCard
      title={t('taskHome.guide.title')}
      bordered
      headerBordered
      data-testid="task-guide"
      extra={
        <Tooltip title={t('taskHome.guide.close')}>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('taskHome.guide.close')}
            onClick={() => setDismissed(true)}
            data-testid="task-guide-close"
          />
        </Tooltip>
      }
    >
      <Steps
        direction="vertical"
        items={GUIDE_STEPS.map((step) => ({
          key: step.key,
          title: t(step.titleId),
          status: 'process',
          description: (
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t(step.descriptionId)}</Typography.Text>
              <Space size={12} wrap>
                {step.links.map((link) => (
                  <Typography.Link
                    key={link.src}
                    onClick={() => openTab({ title: t(link.textId), src: link.src })}
                    data-testid={`task-guide-link-${step.key}`}
                  >
                    {t(link.textId)}
                  </Typography.Link>
                ))}
              </Space>
            </Space>
          ),
        }))}
      />
    </ProCard>
  );

  return (
    <PageContainer title={t('taskHome.title')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <TaskSummaryCards />
        {!loading && shown && guide}
        {!loading && !shown && (
          <Button type="link" style={{ padding: 0 }} onClick={() => setDismissed(false)} data-testid="task-guide-show">
            {t('taskHome.guide.show')}
          </Button>
        )}
      </Space>
    </PageContainer>
  );
}
