/**
 * Imports tasks from an .xlsx file made from the import template (the link beside the button).
 * The server takes every row or none: when any row is refused it answers every problem, shown
 * here row by row; when all were taken, their task numbers.
 */
import { InboxOutlined } from '@ant-design/icons';
import { useSelector } from '@umijs/max';
import { Alert, Button, Modal, Result, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import type { SettingState } from '@/models/setting';
import { importTasks, type TaskImportResult, type TaskImportRowError } from '@/services/tasks';
import { unshownErrorMessage } from '@/utils/callerError';
import { formatFileSize } from '@/utils/fileSize';
import { TASK_IMPORT_MAX_ROWS, TASK_IMPORT_TEMPLATE_URL } from '../../../../server/plugins/tasks/constants';
import { isXlsxFile, overImportLimit } from '../utils';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After tasks were imported. */
  onImported: () => void;
}

const SHOWN_NUMBERS = 20;

export default function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<TaskImportResult>();
  const importMaxBytes = useSelector((state: { setting: SettingState }) => state.setting.importMaxBytes);
  const maxSize = importMaxBytes === null ? null : formatFileSize(importMaxBytes);

  async function upload(file: File) {
    setUploading(true);
    try {
      const answer = await importTasks(file);
      setResult(answer);
      if ('imported' in answer) {
        message.success(t('taskManage.import.success', { count: answer.imported }));
        onImported();
      }
    } catch (error) {
      message.error(unshownErrorMessage(error, true) || t('taskManage.import.failed'));
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
      title={t('taskManage.import.title')}
      onCancel={close}
      afterClose={() => setResult(undefined)}
      maskClosable={false}
      width={640}
      destroyOnHidden
      footer={[
        result && (
          <Button key="again" onClick={() => setResult(undefined)} data-testid="task-import-again">
            {t('taskManage.import.again')}
          </Button>
        ),
        <Button key="close" type={result ? 'primary' : 'default'} onClick={close} disabled={uploading}>
          {t('taskManage.import.close')}
        </Button>,
      ]}
    >
      {!result && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              maxSize
                ? t('taskManage.import.hint', { size: maxSize, rows: TASK_IMPORT_MAX_ROWS })
                : t('taskManage.import.hintNoSize', { rows: TASK_IMPORT_MAX_ROWS })
            }
            description={
              <a href={TASK_IMPORT_TEMPLATE_URL} data-testid="task-import-template">
                {t('taskManage.import.template')}
              </a>
            }
          />
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              if (!isXlsxFile(file)) message.error(t('taskManage.import.type'));
              else if (overImportLimit(file, importMaxBytes)) message.error(t('taskManage.import.size', { size: maxSize ?? '' }));
              else upload(file);
              // The file goes as the raw request body, not through the Upload's own multipart request.
              return Upload.LIST_IGNORE;
            }}
            data-testid="task-import-dragger"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('taskManage.import.drag')}</p>
          </Upload.Dragger>
        </>
      )}
      {result && 'imported' in result && (
        <Result
          status="success"
          title={t('taskManage.import.success', { count: result.imported })}
          subTitle={
            <Typography.Text type="secondary" data-testid="task-import-numbers">
              {result.taskNos.slice(0, SHOWN_NUMBERS).join(', ')}
              {result.taskNos.length > SHOWN_NUMBERS && t('taskManage.bulk.more', { count: result.taskNos.length - SHOWN_NUMBERS })}
            </Typography.Text>
          }
        />
      )}
      {result && 'errors' in result && (
        <>
          <Alert
            type="error"
            showIcon
            message={t('taskManage.import.errors', { count: result.errors.length })}
            style={{ marginBottom: 16 }}
          />
          <Table<TaskImportRowError>
            size="small"
            dataSource={result.errors}
            rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
            pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('taskManage.import.row'), dataIndex: 'row', width: 80 },
              { title: t('taskManage.import.field'), dataIndex: 'field', width: 140, render: (field: string | null) => field ?? '-' },
              { title: t('taskManage.import.message'), dataIndex: 'message' },
            ]}
            data-testid="task-import-errors"
          />
        </>
      )}
    </Modal>
  );
}
