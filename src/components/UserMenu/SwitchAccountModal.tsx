/**
 * Switch to a linked retail account (shared accounts, /constAccount: the links valid now, each
 * with the time it ends): the server signs the user in as that account, then the page reloads so
 * the whole portal enters as that user.
 */
import { useRequest } from 'ahooks';
import { Button, Empty, List, Modal, Spin } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { fetchRetailAccounts, switchRetailAccount } from '@/services/user';
import { unshownErrorMessage } from '@/utils/callerError';
import { formatDateTime } from '@/utils/messages';

export interface SwitchAccountModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful switch; reloads the page by default. */
  onSwitched?: () => void;
}

export default function SwitchAccountModal({
  open,
  onClose,
  onSwitched = () => window.location.reload(),
}: SwitchAccountModalProps) {
  const t = useT();
  const [switching, setSwitching] = useState<string | undefined>();
  // No answer yet is not "no linked account": the list or the empty note shows once the server has answered.
  const { data: accounts, loading } = useRequest(fetchRetailAccounts, {
    ready: open,
    refreshDeps: [open],
    onError: () => {},
  });

  async function choose(account: string) {
    setSwitching(account);
    try {
      await switchRetailAccount({ account });
    } catch (error) {
      const text = unshownErrorMessage(error);
      if (text) message.error(text);
      setSwitching(undefined);
      return;
    }
    onSwitched();
  }

  return (
    <Modal
      open={open}
      title={t('header.switchAccount.title')}
      footer={null}
      onCancel={onClose}
      width={440}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        {accounts?.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.switchAccount.empty')} />
        )}
        {!!accounts?.length && (
          <List
            size="small"
            dataSource={accounts}
            rowKey="account"
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="switch"
                    type="link"
                    size="small"
                    loading={switching === item.account}
                    disabled={switching !== undefined && switching !== item.account}
                    onClick={() => choose(item.account)}
                    aria-label={`${t('header.switchAccount.switch')} ${item.name}`}
                  >
                    {t('header.switchAccount.switch')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={item.name}
                  description={
                    item.validTo
                      ? `${item.account} · ${t('header.switchAccount.validUntil', { time: formatDateTime(item.validTo) })}`
                      : item.account
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Modal>
  );
}
