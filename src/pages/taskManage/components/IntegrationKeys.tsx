/**
 * The keys other systems send tasks with (POST /api/tasks/intake, Authorization: Bearer <key>):
 * name, the source system every task sent with it gets, the key's first characters, who made
 * it, when it was last used. A new key is shown once, to copy; revoking one (confirmed) makes
 * every call with it fail from then on.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Empty, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { createIntegrationKey, fetchIntegrationKeys, revokeIntegrationKey, type IntegrationKey } from '@/services/tasks';
import { formatDateTime } from '@/utils/messages';
import {
  INTEGRATION_KEY_NAME_MAX,
  TASK_SOURCE_SYSTEM_MAX,
  TASK_SOURCE_SYSTEM_PATTERN,
} from '../../../../server/plugins/tasks/constants';

export default function IntegrationKeys() {
  const t = useT();
  const actionRef = useRef<ActionType>();
  const [creating, setCreating] = useState(false);
  // The key just made: shown once, never again.
  const [created, setCreated] = useState<{ name: string; key: string }>();
  const max = (limit: number) => ({ max: limit, message: t('taskManage.form.max', { max: limit }) });

  async function revoke(item: IntegrationKey) {
    try {
      await revokeIntegrationKey(item.id);
    } catch {
      return; // Shown by the request client.
    }
    message.success(t('taskManage.key.revoked', { name: item.name }));
    actionRef.current?.reload();
  }

  const columns: ProColumns<IntegrationKey>[] = [
    { title: t('taskManage.key.name'), dataIndex: 'name', width: 180, ellipsis: true },
    { title: t('task.field.sourceSystem'), dataIndex: 'sourceSystem', width: 140, ellipsis: true },
    {
      title: t('taskManage.key.prefix'),
      dataIndex: 'keyPrefix',
      width: 160,
      render: (_, item) => <Typography.Text code>{`${item.keyPrefix}…`}</Typography.Text>,
    },
    {
      title: t('taskManage.key.status'),
      dataIndex: 'revokedAt',
      width: 100,
      render: (_, item) =>
        item.revokedAt ? <Tag>{t('taskManage.key.status.revoked')}</Tag> : <Tag color="success">{t('taskManage.key.status.active')}</Tag>,
    },
    { title: t('task.field.createdBy'), dataIndex: ['createdBy', 'name'], width: 110, ellipsis: true, render: (_, item) => item.createdBy?.name ?? '-' },
    { title: t('task.field.createdAt'), dataIndex: 'createdAt', width: 150, render: (_, item) => formatDateTime(item.createdAt) },
    {
      title: t('taskManage.key.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 150,
      render: (_, item) => (item.lastUsedAt ? formatDateTime(item.lastUsedAt) : t('taskManage.key.neverUsed')),
    },
    {
      title: t('taskManage.key.revokedAt'),
      dataIndex: 'revokedAt',
      key: 'revokedAtTime',
      width: 150,
      render: (_, item) => (item.revokedAt ? formatDateTime(item.revokedAt) : '-'),
    },
    {
      title: t('taskManage.actions'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 80,
      render: (_, item) =>
        item.revokedAt
          ? []
          : [
              <Popconfirm
                key="revoke"
                title={t('taskManage.key.revoke.confirm', { name: item.name })}
                description={t('taskManage.key.revoke.hint')}
                okText={t('taskManage.ok')}
                okButtonProps={{ danger: true }}
                cancelText={t('taskManage.cancel')}
                onConfirm={() => revoke(item)}
              >
                <a data-testid={`key-revoke-${item.id}`}>{t('taskManage.key.revoke')}</a>
              </Popconfirm>,
            ],
    },
  ];

  return (
    <>
      <ProTable<IntegrationKey>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('taskManage.tab.keys')}
        columns={columns}
        search={false}
        pagination={false}
        scroll={{ x: 'max-content' }}
        options={{ density: false, fullScreen: false, reload: true, setting: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('taskManage.key.empty')} /> }}
        request={async () => {
          const list = await fetchIntegrationKeys();
          return { data: list, total: list.length, success: true };
        }}
        onRequestError={() => {}}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="key-new">
            {t('taskManage.key.new')}
          </Button>,
        ]}
      />
      <ModalForm<{ name: string; sourceSystem: string }>
        open={creating}
        onOpenChange={setCreating}
        title={t('taskManage.key.new.title')}
        width={520}
        layout="vertical"
        modalProps={{ destroyOnHidden: true, maskClosable: false }}
        submitter={{ searchConfig: { submitText: t('taskManage.save'), resetText: t('taskManage.cancel') } }}
        onFinish={async ({ name, sourceSystem }) => {
          let answer;
          try {
            answer = await createIntegrationKey({ name: name.trim(), sourceSystem: sourceSystem.trim() });
          } catch {
            return false; // Shown by the request client.
          }
          setCreated({ name: answer.item.name, key: answer.key });
          actionRef.current?.reload();
          return true;
        }}
      >
        <ProFormText
          name="name"
          label={t('taskManage.key.name')}
          placeholder={t('taskManage.key.name.placeholder')}
          rules={[{ required: true, whitespace: true, message: t('taskManage.key.name.required') }, max(INTEGRATION_KEY_NAME_MAX)]}
        />
        <ProFormText
          name="sourceSystem"
          label={t('task.field.sourceSystem')}
          tooltip={t('taskManage.key.sourceSystem.tip')}
          rules={[
            { required: true, whitespace: true, message: t('taskManage.key.sourceSystem.required') },
            max(TASK_SOURCE_SYSTEM_MAX),
            { pattern: new RegExp(TASK_SOURCE_SYSTEM_PATTERN), message: t('taskManage.form.sourceSystem.pattern') },
          ]}
        />
      </ModalForm>
      <Modal
        open={created !== undefined}
        title={t('taskManage.key.created.title', { name: created?.name ?? '' })}
        maskClosable={false}
        closable={false}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={() => setCreated(undefined)} data-testid="key-created-close">
            {t('taskManage.key.created.close')}
          </Button>
        }
      >
        <Alert type="warning" showIcon message={t('taskManage.key.created.warning')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph
          code
          copyable={{ text: created?.key }}
          style={{ wordBreak: 'break-all', fontSize: 14 }}
          data-testid="key-created-value"
        >
          {created?.key}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
