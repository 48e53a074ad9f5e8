/** Several suppliers picked in a dialog: search, pages, picks kept across both, shown as tags. */
import { Button, Input, Modal, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import SelectTable, { PickedTags, type Picked } from '@/components/SelectTable';
import usePageT from '@/hooks/usePageT';
import { SUPPLIERS, querySuppliers, type Supplier } from '../utils';
import messages from '../messages';

export default function SupplierPicker() {
  const t = usePageT(messages);
  const [chosen, setChosen] = useState<Picked[]>([]);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const { list, total } = querySuppliers(SUPPLIERS, { ...page, keyword });

  const columns: TableColumnsType<Supplier> = [
    { title: t('selectTableDemo.supplier.name'), dataIndex: 'name', width: 240, ellipsis: true },
    { title: t('selectTableDemo.supplier.taxNo'), dataIndex: 'taxNo', width: 190 },
    { title: t('selectTableDemo.supplier.category'), dataIndex: 'category', width: 110 },
    {
      title: t('selectTableDemo.supplier.status'),
      dataIndex: 'frozen',
      width: 90,
      render: (frozen: boolean) =>
        frozen ? <Tag color="error">{t('selectTableDemo.supplier.frozen')}</Tag> : <Tag color="success">{t('selectTableDemo.supplier.active')}</Tag>,
    },
  ];

  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setPicked(chosen);
          setOpen(true);
        }}
      >
        {t('selectTableDemo.suppliers.pick')}
      </Button>
      <div style={{ marginTop: 12 }}>
        {chosen.length ? chosen.map((supplier) => <Tag key={supplier.id}>{supplier.name}</Tag>) : t('selectTableDemo.suppliers.none')}
      </div>
      <Modal
        open={open}
        title={t('selectTableDemo.suppliers.title')}
        width={860}
        okText={t('selectTableDemo.ok')}
        cancelText={t('selectTableDemo.cancel')}
        onOk={() => {
          setChosen(picked);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <PickedTags
          value={picked}
          onChange={setPicked}
          countText={t('selectTableDemo.picked', { count: picked.length })}
          unpickLabel={(supplier) => t('selectTableDemo.unpick', { name: supplier.name })}
        />
        <Input.Search
          allowClear
          placeholder={t('selectTableDemo.search')}
          aria-label={t('selectTableDemo.search')}
          enterButton
          style={{ marginBottom: 8 }}
          onSearch={(value) => {
            setKeyword(value);
            setPage((old) => ({ ...old, current: 1 }));
          }}
        />
        <SelectTable<Supplier>
          columns={columns}
          rows={list}
          value={picked}
          onChange={setPicked}
          pickedOf={(supplier) => ({ id: supplier.id, name: supplier.name })}
          disabledRow={(supplier) => supplier.frozen}
          emptyText={t('selectTableDemo.suppliers.empty')}
          pagination={{
            ...page,
            total,
            showTotal: (count) => t('selectTableDemo.total', { total: count }),
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
        />
      </Modal>
    </>
  );
}
