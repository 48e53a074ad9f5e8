/** Gallery: the request client and every failure of the error catalogue, on purpose (/demo/request). */
import { Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import { REQUEST_PROPS } from './props';
import runCase from './service';
import { REQUEST_CASES, SLOW_MS, TIMEOUT_MS, type Outcome, type RequestCase } from './utils';
import messages from './messages';

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const t = usePageT(messages);
  if (outcome.ok) return <Typography.Text type="success">{t('demoRequest.outcome.data', { data: JSON.stringify(outcome.data) })}</Typography.Text>;
  const facts = [
    outcome.type ? `${outcome.name} (${outcome.type})` : outcome.name,
    outcome.status !== undefined && `status ${outcome.status}`,
    outcome.errorCode !== undefined && `errorCode ${outcome.errorCode}`,
    outcome.showType !== undefined && `showType ${outcome.showType}`,
  ].filter(Boolean);
  return (
    <>
      <div>
        <Tag color="error">{facts.join(' · ')}</Tag>
      </div>
      <Typography.Text>{outcome.message || '""'}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('demoRequest.outcome.shown', { shown: t(`demoRequest.shown.${outcome.shown}`) })}</Typography.Text>
      </div>
    </>
  );
}

export default function RequestDemo() {
  const t = usePageT(messages);
  const [outcomes, setOutcomes] = useState<Partial<Record<RequestCase, Outcome>>>({});
  const [pending, setPending] = useState<Partial<Record<RequestCase, boolean>>>({});

  async function send(kind: RequestCase) {
    setPending((current) => ({ ...current, [kind]: true }));
    const outcome = await runCase(kind);
    setPending((current) => ({ ...current, [kind]: false }));
    setOutcomes((current) => ({ ...current, [kind]: outcome }));
  }

  const columns: ColumnsType<{ kind: RequestCase }> = [
    { title: t('demoRequest.column.case'), key: 'case', width: 220, render: (_, { kind }) => t(`demoRequest.case.${kind}`) },
    {
      title: t('demoRequest.column.expect'),
      key: 'expect',
      width: 300,
      render: (_, { kind }) => <Typography.Text type="secondary">{t(`demoRequest.case.${kind}.expect`, { timeout: TIMEOUT_MS, slow: SLOW_MS })}</Typography.Text>,
    },
    {
      title: '',
      key: 'send',
      width: 100,
      render: (_, { kind }) => (
        <Button size="small" loading={pending[kind]} onClick={() => send(kind)} data-testid={`send-${kind}`}>
          {t('demoRequest.send')}
        </Button>
      ),
    },
    {
      title: t('demoRequest.column.outcome'),
      key: 'outcome',
      width: 360,
      render: (_, { kind }) => {
        const outcome = outcomes[kind];
        return <div data-testid={`outcome-${kind}`}>{outcome ? <OutcomeText outcome={outcome} /> : pending[kind] && t('demoRequest.pending')}</div>;
      },
    },
  ];

  return (
    <GalleryPage title={t('demoRequest.title')} whenToUse={t('demoRequest.whenToUse')} props={REQUEST_PROPS}>
      <Variant title={t('demoRequest.cases')} description={t('demoRequest.cases.description')}>
        <Table
          rowKey="kind"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={REQUEST_CASES.map((kind) => ({ kind }))}
          scroll={{ x: 'max-content' }}
        />
      </Variant>
    </GalleryPage>
  );
}
