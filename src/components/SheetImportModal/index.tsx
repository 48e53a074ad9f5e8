/**
 * The import dialog of every area that takes an .xlsx file made from its template (users,
 * tasks). The server takes every row or none: when any row is refused it answers every problem,
 * shown here row by row; when all were taken, the area shows what it wants to (generated
 * passwords, task numbers). The file is checked here first: an .xlsx within the server's size
 * limit (the profile's `importMaxBytes`).
 */
import { InboxOutlined } from '@ant-design/icons';
import { useSelector } from '@umijs/max';
import { Alert, Button, Modal, Result, Table, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import type { SettingState } from '@/models/setting';
import { unshownErrorMessage } from '@/utils/callerError';
import { formatFileSize } from '@/utils/fileSize';
import { isXlsxFile, overImportLimit } from './utils';

/** A refused row: `row` as the spreadsheet numbers it; `field` null when the row as a whole was. */
export interface SheetRowError {
  row: number;
  field: string | null;
  message: string;
}

export interface SheetImportModalProps<Imported extends { imported: number }> {
  open: boolean;
  onClose: () => void;
  /** After rows were imported. */
  onImported: () => void;
  title: string;
  /** What to fill in and the limits; `maxSize` is the server's file limit as text, null while unknown. */
  hint: (maxSize: string | null) => ReactNode;
  /** Under the hint: the link to the template, if the area offers one. */
  template?: ReactNode;
  upload: (file: File) => Promise<Imported | { errors: SheetRowError[] }>;
  /** "12 users imported". */
  importedText: (count: number) => string;
  /** "The file has 2 errors; no user was imported...". */
  errorsText: (count: number) => string;
  /** Under the success title: what the import gave back. */
  renderImported?: (result: Imported) => ReactNode;
}

export default function SheetImportModal<Imported extends { imported: number }>(props: SheetImportModalProps<Imported>) {
  const { open, onClose, onImported, title, hint, template, importedText, errorsText, renderImported } = props;
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<Imported | { errors: SheetRowError[] }>();
  const importMaxBytes = useSelector((state: { setting: SettingState }) => state.setting.importMaxBytes);
  const maxSize = importMaxBytes === null ? null : formatFileSize(importMaxBytes);

  async function upload(file: File) {
    setUploading(true);
    try {
      const answer = await props.upload(file);
      setResult(answer);
      if ('imported' in answer) {
        message.success(importedText(answer.imported));
        onImported();
      }
    } catch (error) {
      message.error(unshownErrorMessage(error, true) || t('sheetImport.failed'));
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
      title={title}
      onCancel={close}
      afterClose={() => setResult(undefined)}
      maskClosable={false}
      width={640}
      destroyOnHidden
      footer={[
        result && (
          <Button key="again" onClick={() => setResult(undefined)} data-testid="import-again">
            {t('sheetImport.again')}
          </Button>
        ),
        <Button key="close" type={result ? 'primary' : 'default'} onClick={close} disabled={uploading}>
          {t('sheetImport.close')}
        </Button>,
      ]}
    >
      {!result && (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={hint(maxSize)} description={template} />
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              if (!isXlsxFile(file)) message.error(t('sheetImport.type'));
              else if (overImportLimit(file, importMaxBytes)) message.error(t('sheetImport.size', { size: maxSize ?? '' }));
              else upload(file);
              // The file goes as the raw request body, not through the Upload's own multipart request.
              return Upload.LIST_IGNORE;
            }}
            data-testid="import-dragger"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('sheetImport.drag')}</p>
          </Upload.Dragger>
        </>
      )}
      {result && 'imported' in result && (
        <>
          <Result status="success" title={importedText(result.imported)} />
          {renderImported?.(result)}
        </>
      )}
      {result && 'errors' in result && (
        <>
          <Alert type="error" showIcon message={errorsText(result.errors.length)} style={{ marginBottom: 16 }} />
          <Table<SheetRowError>
            size="small"
            dataSource={result.errors}
            rowKey={(row) => `${row.row}-${row.field}-${row.message}`}
            pagination={result.errors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('sheetImport.row'), dataIndex: 'row', width: 80 },
              { title: t('sheetImport.field'), dataIndex: 'field', width: 140, render: (field: string | null) => field ?? '-' },
              { title: t('sheetImport.message'), dataIndex: 'message' },
            ]}
            data-testid="import-errors"
          />
        </>
      )}
    </Modal>
  );
}
