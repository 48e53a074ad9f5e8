/** Gallery: the basic list, documents waiting for approval, paged or growing (/list/basic). */
import { AuditOutlined } from '@ant-design/icons';
import { Avatar, Button, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { BASIC_LIST_PROPS } from './props';
import { PENDING_DOCUMENTS, firstDocuments, type PendingDocument } from './utils';
import messages from './messages';

const KIND_COLOURS = { reimbursement: 'blue', payment: 'gold', loan: 'purple' } as const;
const STEP = 5;

function DocumentItem({ document }: { document: PendingDocument }) {
  const t = usePageT(messages);
  return (
    <List.Item
      actions={[
        <ActionLink key="approve" onClick={() => message.success(t('listBasic.approved', { number: document.number }))}>
          {t('listBasic.approve')}
        </ActionLink>,
        <Popconfirm
          key="reject"
          title={t('listBasic.reject.confirm', { number: document.number })}
          okText={t('listBasic.reject')}
          okButtonProps={{ danger: true }}
          cancelText={t('listBasic.cancel')}
          onConfirm={() => message.warning(t('listBasic.rejected', { number: document.number }))}
        >
          <ActionLink>{t('listBasic.reject')}</ActionLink>
        </Popconfirm>,
      ]}
      extra={<Typography.Text strong>{t('listBasic.amount', { amount: document.amount.toFixed(2) })}</Typography.Text>}
    >
      <List.Item.Meta
        avatar={<Avatar icon={<AuditOutlined />} />}
        title={
          <>
            <Tag color={KIND_COLOURS[document.kind]}>{t(`listBasic.kind.${document.kind}`)}</Tag>
            {document.number} · {document.summary}
          </>
        }
        description={t('listBasic.by', { applicant: document.applicant, department: document.department, date: document.submittedAt.slice(0, 10) })}
      />
    </List.Item>
  );
}

function GrowingList() {
  const t = usePageT(messages);
  const [count, setCount] = useState(STEP);
  const { shown, more } = firstDocuments(PENDING_DOCUMENTS, count);
  return (
    <List<PendingDocument>
      itemLayout="horizontal"
      dataSource={shown}
      renderItem={(document) => <DocumentItem document={document} />}
      loadMore={
        more && (
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Button onClick={() => setCount(count + STEP)}>{t('listBasic.loadMore')}</Button>
          </div>
        )
      }
    />
  );
}

export default function BasicListDemo() {
  const t = usePageT(messages);
  return (
    <GalleryPage title={t('listBasic.title')} whenToUse={t('listBasic.whenToUse')} props={BASIC_LIST_PROPS}>
      <Variant title={t('listBasic.paged')} description={t('listBasic.paged.description')}>
        <List<PendingDocument>
          itemLayout="vertical"
          dataSource={PENDING_DOCUMENTS}
          pagination={{ pageSize: STEP, size: 'small', showTotal: (total) => t('listBasic.total', { total }) }}
          renderItem={(document) => <DocumentItem document={document} />}
        />
      </Variant>
      <Variant title={t('listBasic.growing')} description={t('listBasic.growing.description')}>
        <GrowingList />
      </Variant>
      <Variant title={t('listBasic.empty.variant')} description={t('listBasic.empty.description')}>
        <List dataSource={[]} locale={{ emptyText: t('listBasic.empty') }} />
      </Variant>
    </GalleryPage>
  );
}
