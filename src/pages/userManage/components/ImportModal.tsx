/**
 * Imports users from an .xlsx file made from the import template. The server imports all rows
 * or none: when any row is refused it answers every problem, shown here row by row.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Table, Typography, Upload } from 'antd';
import { useSelector } from '@umijs/max';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { importUsers, type ImportCredential, type ImportResult, type ImportRowError } from '@/services/users';
import { unshownErrorMessage } from '@/utils/callerError';
import { formatFileSize } from '@/utils/fileSize';
import type { SettingState } from '@/models/setting';
import { isXlsxFile, overImportLimit } from '../utils';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After users were imported. */
  onImported: () => void;
}

export default function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const importMaxBytes = useSelector((state: { setting: SettingState }) => state.setting.importMaxBytes);
  const maxSize = importMaxBytes === null ? null : formatFileSize(importMaxBytes);

  async function upload(file: File) {
    setUploading(true);
    try {
      const answer = await importUsers(file);
      setResult(answer);
      if ('imported' in answer) {
        message.success(t('userManage.import.success', { count: answer.imported }));
        onImported();
      }
    } catch (error) {
      message.error(unshownErrorMessage(error, true) || t('userManage.import.failed'));
    } finally {
      setUploading(false);
    }
  }

  const close = () => {
    if (!uploading) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('userManage.import.title')}
      onCancel={close}
      afterClose={() => setResult(undefined)}
      maskClosable={false}
      width={640}
      destroyOnHidden
      footer={[
        result && (
          <Button key="again" onClick={() => setResult(undefined)} data-testid="import-again">
            {t('userManage.import.again')}
          </Button>
        ),
        <Button key="close" type={result ? 'primary' : 'default'} onClick={close} disabled={uploading}>
          {t('userManage.import.close')}
        </Button>,
      ]}
    >
      {!result && (
        <>
          <Alert
            type="info"
            showIcon
            message={maxSize ? t('userManage.import.hint', { size: maxSize }) : t('userManage.import.hintNoSize')}
            style={{ marginBottom: 16 }}
          />
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              if (!isXlsxFile(file)) message.error(t('userManage.import.type'));
              else if (overImportLimit(file, importMaxBytes)) message.error(t('userManage.import.size', { size: maxSize ?? '' }));
              else upload(file);
              // The file goes as the raw request body, not through the Upload's own multipart request.
              return Upload.LIST_IGNORE;
            }}
            data-testid="import-dragger"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('userManage.import.drag')}</p>
          </Upload.Dragger>
        </>
      )}
      {result && 'imported' in result && (
        <>
          <Result status="success" title={t('userManage.import.success', { count: result.imported })} />
          {result.credentials.length > 0 && (
            <>
              <Alert type="warning" showIcon message={t('userManage.import.credentials')} style={{ marginBottom: 16 }} />
              <Table<ImportCredential>
                size="small"
                dataSource={result.credentials}
                rowKey="account"
                pagination={result.credentials.length > 10 ? { pageSize: 10, size: 'small' } : false}
                columns={[
                  { title: t('userManage.field.account'), dataIndex: 'account' },
                  {
                    title: t('userManage.import.password'),
                    dataIndex: 'password',
                    render: (password: string) => <Typography.Text code copyable>{password}</Typography.Text>,
                  },
                ]}
                data-testid="import-credentials"
              />
            </>
          )}
        </>
      )}
      {result && 'errors' in result && (
        <>
          <Alert
            type="error"
            showIcon
            message={t('userManage.import.errors', { count: result.errors.length })}
            style={{ marginBottom: 16 }}
          />
          <Table<ImportRowError>
            size="small"
            dataSource={result.errors}
            rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
            pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('userManage.import.row'), dataIndex: 'row', width: 80 },
              { title: t('userManage.import.field'), dataIndex: 'field', width: 140 },
              { title: t('userManage.import.message'), dataIndex: 'message' },
            ]}
            data-testid="import-errors"
          />
        </>
      )}
    </Modal>
  );
}
