/** Gallery: the search list, purchase invoices by state, keyword and type (/list/search). */
import { FileTextOutlined } from '@ant-design/icons';
import { Avatar, Card, Input, List, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { SEARCH_LIST_PROPS } from './props';
import { INVOICES, INVOICE_STATES, INVOICE_TYPES, searchInvoices, tabCounts, type Invoice, type InvoiceFilter, type InvoiceType } from './utils';
import messages from './messages';

const STATE_COLOURS = { pending: 'processing', certified: 'success', void: 'default' } as const;

function InvoiceSearch() {
  const t = usePageT(messages);
  const [tab, setTab] = useState<InvoiceFilter['tab']>('all');
  const [keyword, setKeyword] = useState<string>();
  const [types, setTypes] = useState<InvoiceType[]>([]);
  const counts = tabCounts(INVOICES, { keyword, types });
  const invoices = searchInvoices(INVOICES, { tab, keyword, types });
  const toggle = (type: InvoiceType, checked: boolean) => setTypes(checked ? [...types, type] : types.filter((other) => other !== type));

  return (
    <>
      <Input.Search
        allowClear
        enterButton
        placeholder={t('listSearch.search')}
        aria-label={t('listSearch.search')}
        style={{ maxWidth: 480, marginBottom: 12 }}
        onSearch={(value) => setKeyword(value || undefined)}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Typography.Text type="secondary">{t('listSearch.type')}</Typography.Text>
          <Tag.CheckableTag checked={types.length === 0} onChange={() => setTypes([])}>
            {t('listSearch.type.all')}
          </Tag.CheckableTag>
          {INVOICE_TYPES.map((type) => (
            <Tag.CheckableTag key={type} checked={types.includes(type)} onChange={(checked) => toggle(type, checked)}>
              {t(`listSearch.type.${type}`)}
            </Tag.CheckableTag>
          ))}
        </Space>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as InvoiceFilter['tab'])}
        items={(['all', ...INVOICE_STATES] as const).map((key) => ({
          key,
          label: t('listSearch.tab', { name: t(`listSearch.state.${key}`), count: counts[key] }),
        }))}
      />
      <List<Invoice>
        dataSource={invoices}
        pagination={{ pageSize: 5, size: 'small', hideOnSinglePage: true }}
        locale={{ emptyText: t('listSearch.empty') }}
        renderItem={(invoice) => (
          <List.Item extra={<Typography.Text strong>{t('listSearch.amount', { amount: invoice.amount.toFixed(2), tax: invoice.tax.toFixed(2) })}</Typography.Text>}>
            <List.Item.Meta
              avatar={<Avatar icon={<FileTextOutlined />} />}
              title={
                <Space size={4} wrap>
                  <Typography.Text copyable>{invoice.number}</Typography.Text>
                  <Tag>{t(`listSearch.type.${invoice.type}`)}</Tag>
                  <Tag color={STATE_COLOURS[invoice.state]}>{t(`listSearch.state.${invoice.state}`)}</Tag>
                </Space>
              }
              description={t('listSearch.issued', { seller: invoice.seller, date: invoice.issuedAt })}
            />
          </List.Item>
        )}
      />
    </>
  );
}

export default function SearchListDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('listSearch.title')} whenToUse={t('listSearch.whenToUse')} props={SEARCH_LIST_PROPS}>
      <Variant title={t('listSearch.invoices')} description={t('listSearch.invoices.description')}>
        <InvoiceSearch />
      </Variant>
    </GalleryPage>
  );
}
