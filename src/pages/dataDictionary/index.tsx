/**
 * /dataDictionary: dictionary types on the left (search, new, edit, delete), the items of the
 * chosen type on the right (new, edit, enable, move up and down, delete). Built-in types keep
 * their code; a closed type takes no new item; a locked item stays enabled and undeleted.
 */
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Empty, Input, List, Popconfirm, Row, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  deleteDictItem,
  deleteDictType,
  fetchDictItems,
  fetchDictTypes,
  reorderDictItems,
  updateDictItem,
  type DictItem,
  type DictType,
} from '@/services/dictionary';
import ItemForm from './components/ItemForm';
import TypeForm from './components/TypeForm';
import { filterTypes, moveItem, typeName } from './utils';
import messages from './messages';

export default function DataDictionaryPage() {
  const t = usePageT(messages);
  const { locale } = useIntl();
  const { can } = useAdminAccess();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string>();
  const [typeForm, setTypeForm] = useState<{ type?: DictType }>();
  const [itemForm, setItemForm] = useState<{ item?: DictItem }>();

  const types = useRequest(() => fetchDictTypes(), {
    onSuccess: (list) => {
      if (!selected || !list.some((type) => type.code === selected)) setSelected(list[0]?.code);
    },
  });
  const current = types.data?.find((type) => type.code === selected);
  const items = useRequest(() => (selected ? fetchDictItems(selected) : Promise.resolve([])), { refreshDeps: [selected] });
  const shown = useMemo(() => filterTypes(types.data ?? [], keyword), [types.data, keyword]);
  const changed = () => {
    items.refresh();
    types.refresh();
  };

  async function removeType(type: DictType) {
    try {
      await deleteDictType(type.code);
    } catch {
      return;
    }
    message.success(t('dataDictionary.type.deleted', { name: typeName(type, locale) }));
    types.refresh();
  }

  async function removeItem(item: DictItem) {
    try {
      await deleteDictItem(item.id);
    } catch {
      return;
    }
    message.success(t('dataDictionary.item.deleted', { name: item.label }));
    changed();
  }

  async function move(index: number, delta: -1 | 1) {
    if (!selected || !items.data) return;
    try {
      items.mutate(await reorderDictItems(selected, moveItem(items.data, index, delta)));
    } catch {
      items.refresh();
    }
  }

  async function toggle(item: DictItem, enabled: boolean) {
    try {
      await updateDictItem(item.id, { enabled });
    } finally {
      items.refresh();
    }
  }

  const count = items.data?.length ?? 0;
  const columns: ProColumns<DictItem>[] = [
    {
      title: t('dataDictionary.field.code'),
      dataIndex: 'code',
      width: 140,
      ellipsis: true,
      render: (_, item) => (
        <Space size={4}>
          <Typography.Text copyable={{ text: item.code }}>{item.code}</Typography.Text>
          {item.locked && (
            <Tooltip title={t('dataDictionary.locked.hint')}>
              <Tag>{t('dataDictionary.locked')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('dataDictionary.field.label'), dataIndex: 'label', width: 140, ellipsis: true },
    { title: t('dataDictionary.field.labelEn'), dataIndex: 'labelEn', width: 140, ellipsis: true },
    { title: t('dataDictionary.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('dataDictionary.field.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (_, item) => (
        <Switch
          size="small"
          checked={item.enabled}
          disabled={!can('dictionary:update') || (item.locked && item.enabled)}
          aria-label={`${t('dataDictionary.field.enabled')} ${item.code}`}
          onChange={(checked) => toggle(item, checked)}
        />
      ),
    },
    {
      title: t('dataDictionary.field.color'),
      dataIndex: 'color',
      width: 140,
      render: (_, item) => <Tag color={item.color ?? undefined}>{locale.startsWith('en') ? item.labelEn : item.label}</Tag>,
    },
    {
      title: t('dataDictionary.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 200,
      render: (_, item, index) =>
        [
          can('dictionary:update') && (
            <Tooltip key="up" title={t('dataDictionary.moveUp')}>
              <Button type="link" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('dataDictionary.moveUp')} onClick={() => move(index, -1)} />
            </Tooltip>
          ),
          can('dictionary:update') && (
            <Tooltip key="down" title={t('dataDictionary.moveDown')}>
              <Button type="link" size="small" icon={<ArrowDownOutlined />} disabled={index === count - 1} aria-label={t('dataDictionary.moveDown')} onClick={() => move(index, 1)} />
            </Tooltip>
          ),
          can('dictionary:update') && (
            <ActionLink key="edit" onClick={() => setItemForm({ item })}>
              {t('dataDictionary.edit')}
            </ActionLink>
          ),
          can('dictionary:delete') && !item.locked && (
            <Popconfirm
              key="delete"
              title={t('dataDictionary.item.delete.confirm', { name: item.label })}
              okText={t('dataDictionary.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('dataDictionary.cancel')}
              onConfirm={() => removeItem(item)}
            >
              <ActionLink>{t('dataDictionary.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8} xl={7}>
          <Card
            title={t('dataDictionary.types')}
            size="small"
            extra={
              can('dictionary:create') && (
                <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setTypeForm({})}>
                  {t('dataDictionary.type.new')}
                </Button>
              )
            }
          >
            <Input.Search allowClear placeholder={t('dataDictionary.search')} onChange={(event) => setKeyword(event.target.value)} style={{ marginBottom: 8 }} />
            <List<DictType>
              loading={types.loading}
              dataSource={shown}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataDictionary.types.empty')} /> }}
              renderItem={(type) => (
                <List.Item
                  key={type.code}
                  data-testid={`dict-type-${type.code}`}
                  onClick={() => setSelected(type.code)}
                  style={{ cursor: 'pointer', paddingInline: 8, background: type.code === selected ? 'rgba(24,144,255,0.08)' : undefined }}
                  actions={[
                    can('dictionary:update') && (
                      <ActionLink key="edit" onClick={(event) => (event.stopPropagation(), setTypeForm({ type }))}>
                        {t('dataDictionary.edit')}
                      </ActionLink>
                    ),
                    can('dictionary:delete') && !type.builtin && (
                      <Popconfirm
                        key="delete"
                        title={t('dataDictionary.type.delete.confirm', { name: typeName(type, locale) })}
                        okText={t('dataDictionary.ok')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('dataDictionary.cancel')}
                        onConfirm={() => removeType(type)}
                        onPopupClick={(event) => event.stopPropagation()}
                      >
                        <ActionLink onClick={(event) => event.stopPropagation()}>{t('dataDictionary.delete')}</ActionLink>
                      </Popconfirm>
                    ),
                  ].filter(Boolean)}
                >
                  <List.Item.Meta
                    title={
                      <Space size={4} wrap>
                        <Typography.Text ellipsis={{ tooltip: typeName(type, locale) }}>{typeName(type, locale)}</Typography.Text>
                        {type.builtin && <Tag color="blue">{t('dataDictionary.builtin')}</Tag>}
                      </Space>
                    }
                    description={`${type.code} · ${type.itemCount}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={16} xl={17}>
          {current ? (
            <ProTable<DictItem>
              rowKey="id"
              headerTitle={t('dataDictionary.items.of', { name: typeName(current, locale) })}
              tooltip={current.closed ? t('dataDictionary.closed.hint') : undefined}
              columns={columns}
              dataSource={items.data}
              loading={items.loading}
              search={false}
              pagination={false}
              scroll={{ x: 930 }}
              options={{ density: false, fullScreen: false, reload: () => items.refresh(), setting: false }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataDictionary.items.empty')} /> }}
              toolBarRender={() => [
                can('dictionary:create') && !current.closed && (
                  <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setItemForm({})}>
                    {t('dataDictionary.item.new')}
                  </Button>
                ),
              ]}
            />
          ) : (
            <Card>
              <Empty description={t('dataDictionary.items.pick')} />
            </Card>
          )}
        </Col>
      </Row>
      <TypeForm
        open={typeForm !== undefined}
        type={typeForm?.type}
        onClose={() => setTypeForm(undefined)}
        onSaved={(code) => {
          setSelected(code);
          types.refresh();
        }}
      />
      {current && (
        <ItemForm open={itemForm !== undefined} type={current} item={itemForm?.item} onClose={() => setItemForm(undefined)} onSaved={changed} />
      )}
    </div>
  );
}
