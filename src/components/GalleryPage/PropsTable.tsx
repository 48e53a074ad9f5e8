/** The props of one component: name, type, default and meaning, in the current language. */
import { getLocale } from '@umijs/max';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import usePageT from '@/hooks/usePageT';
import messages from './messages';
import type { PropRow } from './types';

export interface PropsTableProps {
  rows: PropRow[];
  /** Heading above the table, e.g. the component's name. */
  title?: string;
}

export default function PropsTable({ rows, title }: PropsTableProps) {
  const t = usePageT(messages);
  const english = getLocale() === 'en-US';
  const columns: ColumnsType<PropRow> = [
    {
      title: t('gallery.prop.name'),
      dataIndex: 'name',
      width: 180,
      render: (name: string, row) => (
        <>
          <Typography.Text code>{name}</Typography.Text>
          {row.required && <Tag color="red">{t('gallery.prop.required')}</Tag>}
        </>
      ),
    },
    {
      title: t('gallery.prop.type'),
      dataIndex: 'type',
      width: 260,
      render: (type: string) => <Typography.Text type="secondary">{type}</Typography.Text>,
    },
    {
      title: t('gallery.prop.default'),
      dataIndex: 'default',
      width: 140,
      render: (value?: string) => (value === undefined ? '-' : <Typography.Text code>{value}</Typography.Text>),
    },
    {
      title: t('gallery.prop.description'),
      key: 'description',
      render: (_, row) => (english ? row.description.en : row.description.zh),
    },
  ];
  return (
    <Table<PropRow>
      rowKey="name"
      size="small"
      title={title ? () => <Typography.Text strong>{title}</Typography.Text> : undefined}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
