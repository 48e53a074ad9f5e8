/** Gallery: SortableList, putting a few items in order (/demo/drag). */
import { getLocale } from '@umijs/max';
import { Badge, Flex, Typography } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import SortableList from '@/components/SortableList';
import usePageT from '@/hooks/usePageT';
import { DRAG_PROPS } from './props';
import { APPROVAL_CHAIN, EXPENSE_CATEGORIES, orderText, type Approver } from './utils';
import messages from './messages';

export default function DragDemo() {
  const t = usePageT(messages);
  const lang = getLocale() === 'en-US' ? 'en' : 'zh';
  const [chain, setChain] = useState(APPROVAL_CHAIN);
  const [categories, setCategories] = useState(EXPENSE_CATEGORIES);
  const approver = (person: Approver) => (
    <Flex justify="space-between" gap={8}>
      <Typography.Text strong>{person.name}</Typography.Text>
      <Typography.Text type="secondary">{person.role[lang]}</Typography.Text>
    </Flex>
  );

  return (
    <GalleryPage title={t('demoDrag.title')} whenToUse={t('demoDrag.whenToUse')} props={DRAG_PROPS}>
      <Variant title={t('demoDrag.chain')} description={t('demoDrag.chain.description')}>
        <div style={{ maxWidth: 420 }}>
          <SortableList
            data-testid="approval-chain"
            items={chain}
            rowKey={(person) => person.id}
            renderItem={approver}
            handleLabel={(person) => t('demoDrag.handle', { name: person.name })}
            onChange={setChain}
          />
        </div>
        <Typography.Text data-testid="approval-order">{t('demoDrag.chain.order', { order: orderText(chain.map((person) => person.name)) })}</Typography.Text>
      </Variant>
      <Variant title={t('demoDrag.categories')} description={t('demoDrag.categories.description')}>
        <div style={{ maxWidth: 420 }}>
          <SortableList
            items={categories}
            rowKey={(category) => category.code}
            renderItem={(category) => (
              <Flex justify="space-between" align="center">
                <span>
                  <Typography.Text code>{category.code}</Typography.Text> {category.name[lang]}
                </span>
                <Badge count={t('demoDrag.categories.count', { count: category.count })} color="blue" />
              </Flex>
            )}
            onChange={(next, { to }) => {
              setCategories(next);
              message.info(t('demoDrag.categories.moved', { name: next[to].name[lang], position: to + 1 }));
            }}
          />
        </div>
      </Variant>
      <Variant title={t('demoDrag.readOnly')} description={t('demoDrag.readOnly.description')}>
        <div style={{ maxWidth: 420 }}>
          <SortableList disabled items={APPROVAL_CHAIN} rowKey={(person) => person.id} renderItem={approver} onChange={() => undefined} />
        </div>
      </Variant>
    </GalleryPage>
  );
}
