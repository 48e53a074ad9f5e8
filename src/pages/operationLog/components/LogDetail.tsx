/**
 * The drawer of one log entry: who, what, when and from where; the fields a change altered
 * (added in green, removed in red, changed as old → new); and the request and result as logged,
 * secrets masked, in a `<pre>` with a copy button.
 */
import { useRequest } from 'ahooks';
import { Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import usePageT from '@/hooks/usePageT';
import { fetchOperationLog } from '@/services/operationLog';
import { changeOf, diffFields, prettyJson, requestPart, valueText, type FieldDiff } from '../utils';
import messages from '../messages';

export interface LogDetailProps {
  /** The entry shown; none closes the drawer. */
  id?: number;
  onClose(): void;
}

const KIND_COLORS = { added: 'success', removed: 'error', changed: 'processing' } as const;

function Change({ row }: { row: FieldDiff }) {
  if (row.kind === 'added') return <Typography.Text type="success">{valueText(row.after)}</Typography.Text>;
  if (row.kind === 'removed') {
    return (
      <Typography.Text type="danger" delete>
        {valueText(row.before)}
      </Typography.Text>
    );
  }
  return (
    <span>
      <Typography.Text type="secondary" delete>
        {valueText(row.before)}
      </Typography.Text>
      {' → '}
      <Typography.Text>{valueText(row.after)}</Typography.Text>
    </span>
  );
}

/** A logged body in a `<pre>` ("label pre") with a button that copies it. */
function LabelPre({ label, text, testId }: { label: string; text: string; testId: string }) {
  const t = usePageT(messages);
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text strong>{label}</Typography.Text>
      {text && (
        <Typography.Text copyable={{ text, tooltips: [t('operationLog.copy'), t('operationLog.copied')] }} style={{ marginInlineStart: 8 }} />
      )}
      <pre
        data-testid={testId}
        style={{ marginTop: 8, padding: 12, background: 'rgba(0, 0, 0, 0.04)', borderRadius: 6, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {text || t('operationLog.nothingLogged')}
      </pre>
    </div>
  );
}

export default function LogDetail({ id, onClose }: LogDetailProps) {
  const t = usePageT(messages);
  const { data: entry, loading } = useRequest(() => fetchOperationLog(id!), { ready: id !== undefined, refreshDeps: [id], onError: () => {} });
  const shown = entry && entry.id === id ? entry : undefined;
  const { before, after } = changeOf(shown?.detail);
  const diff = shown ? diffFields(before, after) : [];

  return (
    <Drawer open={id !== undefined} onClose={onClose} width={720} title={t('operationLog.detail.title')} destroyOnClose>
      {!shown ? (
        <Skeleton active loading={loading || !shown} />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('operationLog.field.createdAt')}>{dayjs(shown.createdAt).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.result')}>
              <Tag color={shown.result === 'success' ? 'success' : 'error'}>{t(`operationLog.result.${shown.result}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.account')}>
              {shown.account ?? '-'}
              {shown.userName ? ` (${shown.userName})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.action')}>{shown.action}</Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.target')} span={2}>
              {shown.target ?? '-'}
            </Descriptions.Item>
            {shown.errorMessage && (
              <Descriptions.Item label={t('operationLog.field.errorMessage')} span={2}>
                <Typography.Text type="danger">{shown.errorMessage}</Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('operationLog.field.ip')}>{shown.ip ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.durationMs')}>{t('operationLog.durationMs', { ms: shown.durationMs })}</Descriptions.Item>
            <Descriptions.Item label={t('operationLog.field.userAgent')} span={2}>
              {shown.userAgent ?? '-'}
            </Descriptions.Item>
          </Descriptions>

          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('operationLog.diff.title')}
          </Typography.Title>
          <Table<FieldDiff>
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={diff}
            data-testid="log-diff"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLog.diff.empty')} /> }}
            columns={[
              { title: t('operationLog.diff.field'), dataIndex: 'field', width: 180, ellipsis: true },
              {
                title: t('operationLog.diff.kind'),
                dataIndex: 'kind',
                width: 80,
                render: (kind: FieldDiff['kind']) => <Tag color={KIND_COLORS[kind]}>{t(`operationLog.diff.${kind}`)}</Tag>,
              },
              { title: `${t('operationLog.diff.before')} → ${t('operationLog.diff.after')}`, key: 'change', render: (_, row) => <Change row={row} /> },
            ]}
          />
          <LabelPre label={t('operationLog.request')} text={prettyJson(requestPart(shown.detail))} testId="log-request" />
          <LabelPre
            label={t('operationLog.response')}
            text={prettyJson({ result: shown.result, ...(shown.errorMessage && { errorMessage: shown.errorMessage }) })}
            testId="log-response"
          />
        </>
      )}
    </Drawer>
  );
}
