/**
 * Account settings of one user: enable or disable (disabling signs the user out, so it is
 * confirmed), reset the password to a generated one (confirmed, then shown once), and lift a
 * sign-in lock-out.
 */
import { Button, Descriptions, Modal, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { resetUserPassword, setUserStatus, unlockUser, type User } from '@/services/users';
import PasswordNotice, { type GeneratedPassword } from './PasswordNotice';
import { LockedTag, StatusTag } from './tags';
import messages from '../messages';

export interface SetModalProps {
  /** The user to set; closed when absent. */
  user?: User;
  onClose: () => void;
  /** After any change, to refresh the list. */
  onChanged: () => void;
}

type Busy = 'status' | 'password' | 'unlock';

export default function SetModal({ user, onClose, onChanged }: SetModalProps) {
  const t = usePageT(messages);
  // The row as last answered by the server: the modal shows each change at once.
  const [current, setCurrent] = useState(user);
  const [busy, setBusy] = useState<Busy>();
  const [notice, setNotice] = useState<GeneratedPassword>();

  useEffect(() => setCurrent(user), [user]);

  async function run<T>(kind: Busy, call: () => Promise<T>, done: (result: T) => void) {
    setBusy(kind);
    try {
      done(await call());
      onChanged();
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(undefined);
    }
  }

  const changeStatus = (status: 0 | 1) =>
    run(
      'status',
      () => setUserStatus(current!.id, status),
      (next) => {
        setCurrent(next);
        message.success(t(status === 1 ? 'userManage.set.enabled' : 'userManage.set.disabled'));
      },
    );

  const resetPassword = () =>
    run(
      'password',
      () => resetUserPassword(current!.id),
      ({ password }) => {
        message.success(t('userManage.set.resetPassword.success'));
        setNotice({ account: current!.account ?? current!.userNo, password, reset: true });
      },
    );

  const unlock = () =>
    run(
      'unlock',
      () => unlockUser(current!.id),
      (next) => {
        setCurrent(next);
        message.success(t('userManage.set.unlocked'));
      },
    );

  const confirmTexts = { okText: t('userManage.confirm.ok'), cancelText: t('userManage.confirm.cancel') };

  return (
    <>
      <Modal
        open={!!user}
        title={current && t('userManage.set.title', { name: current.name ?? current.account ?? current.userNo })}
        onCancel={onClose}
        footer={null}
        destroyOnHidden
        width={560}
      >
        {current && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('userManage.set.status')}>
              <Space>
                <StatusTag status={current.status} />
                {current.status === 1 ? (
                  <Popconfirm
                    title={t('userManage.set.disable.confirm')}
                    onConfirm={() => changeStatus(0)}
                    {...confirmTexts}
                  >
                    <Button danger size="small" loading={busy === 'status'} data-testid="set-disable">
                      {t('userManage.set.disable')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    type="primary"
                    size="small"
                    loading={busy === 'status'}
                    onClick={() => changeStatus(1)}
                    data-testid="set-enable"
                  >
                    {t('userManage.set.enable')}
                  </Button>
                )}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('userManage.set.password')}>
              <Space direction="vertical" size={4}>
                <Typography.Text type="secondary">{t('userManage.set.resetPassword.hint')}</Typography.Text>
                <Popconfirm
                  title={t('userManage.set.resetPassword.confirm')}
                  onConfirm={resetPassword}
                  {...confirmTexts}
                >
                  <Button size="small" loading={busy === 'password'} data-testid="set-reset-password">
                    {t('userManage.set.resetPassword')}
                  </Button>
                </Popconfirm>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('userManage.set.lock')}>
              {current.locked ? (
                <Space direction="vertical" size={4}>
                  <Space>
                    <LockedTag locked />
                    {current.lockedUntil && (
                      <Typography.Text type="secondary">
                        {t('userManage.set.lockedUntil', {
                          time: dayjs(current.lockedUntil).format('YYYY-MM-DD HH:mm:ss'),
                        })}
                      </Typography.Text>
                    )}
                  </Space>
                  <Button size="small" loading={busy === 'unlock'} onClick={unlock} data-testid="set-unlock">
                    {t('userManage.set.unlock')}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{t('userManage.set.notLocked')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
      <PasswordNotice value={notice} onClose={() => setNotice(undefined)} />
    </>
  );
}
