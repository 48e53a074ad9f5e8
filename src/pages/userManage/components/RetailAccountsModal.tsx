/**
 * The retail accounts a user may switch to ("switch retail account" in the user menu). Only
 * administrators open it: a link lets one account act as another.
 */
import { useRequest } from 'ahooks';
import { Alert, Button, Empty, List, Modal, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import UserPicker from '@/components/UserPicker';
import { fetchLinkedAccounts, saveLinkedAccounts, type LinkedRetailAccount, type User } from '@/services/users';

export interface RetailAccountsModalProps {
  /** The user whose links are shown; closed when absent. */
  user?: User;
  onClose: () => void;
}

export default function RetailAccountsModal({ user, onClose }: RetailAccountsModalProps) {
  const t = useT();
  const [kept, setKept] = useState<LinkedRetailAccount[]>([]);
  const [added, setAdded] = useState<number[]>([]);
  const { loading } = useRequest(() => fetchLinkedAccounts(user!.id), {
    ready: !!user,
    refreshDeps: [user?.id],
    onSuccess: setKept,
  });
  const save = useRequest(() => saveLinkedAccounts(user!.id, [...new Set([...kept.map((a) => a.id), ...added])]), {
    manual: true,
    onSuccess: () => {
      message.success(t('userManage.retail.saved'));
      onClose();
    },
  });

  // A new user starts from their own links, with nothing picked.
  useEffect(() => setAdded([]), [user?.id]);

  return (
    <Modal
      open={!!user}
      title={user && t('userManage.retail.title', { name: user.name ?? user.account ?? user.userNo })}
      onCancel={onClose}
      onOk={() => save.run()}
      okText={t('userManage.form.submit')}
      cancelText={t('userManage.confirm.cancel')}
      confirmLoading={save.loading}
      okButtonProps={{ disabled: loading }}
      destroyOnHidden
      width={560}
    >
      <Alert type="info" showIcon message={t('userManage.retail.hint')} style={{ marginBottom: 16 }} />
      <List<LinkedRetailAccount>
        size="small"
        bordered
        loading={loading}
        dataSource={kept}
        rowKey="id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userManage.retail.empty')} /> }}
        renderItem={(account) => (
          <List.Item
            actions={[
              <Button
                key="unlink"
                type="link"
                danger
                size="small"
                onClick={() => setKept((list) => list.filter((a) => a.id !== account.id))}
              >
                {t('userManage.retail.unlink')}
              </Button>,
            ]}
          >
            <Space>
              {`${account.name} (${account.account})`}
              {account.status !== 1 && <Tag>{t('userManage.status.disabled')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
      <div style={{ marginTop: 16 }}>
        <UserPicker
          key={user?.id}
          mode="multiple"
          style={{ width: '100%' }}
          placeholder={t('userManage.retail.add')}
          onChange={setAdded}
        />
      </div>
    </Modal>
  );
}
