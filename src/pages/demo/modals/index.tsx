/** Gallery: form dialogs, drawers and the confirmation before a delete (/demo/modals). */
import { PlusOutlined } from '@ant-design/icons';
import { DrawerForm, ModalForm } from '@ant-design/pro-components';
import { Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message, modal } from '@/components/AppMessages';
import GalleryPage, { Variant } from '@/components/GalleryPage';
import usePageT from '@/hooks/usePageT';
import SupplierFields from './components/SupplierFields';
import { MODALS_PROPS } from './props';
import { SUPPLIERS, addSupplier, removeSupplier, updateSupplier, type Supplier, type SupplierValues } from './utils';
import messages from './messages';

export default function ModalsDemo() {
  const t = usePageT(messages);
  const [suppliers, setSuppliers] = useState(SUPPLIERS);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Supplier>();
  const submitter = { searchConfig: { submitText: t('demoModals.save'), resetText: t('demoModals.cancel') } };

  function confirmDelete(supplier: Supplier) {
    modal.confirm({
      title: t('demoModals.delete.confirm', { name: supplier.name }),
      content: t('demoModals.delete.content'),
      okText: t('demoModals.ok'),
      cancelText: t('demoModals.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setSuppliers((list) => removeSupplier(list, supplier.id));
        message.success(t('demoModals.deleted', { name: supplier.name }));
      },
    });
  }

  return (
    <GalleryPage title={t('demoModals.title')} whenToUse={t('demoModals.whenToUse')} props={MODALS_PROPS}>
      <Variant
        title={t('demoModals.list')}
        description={t('demoModals.list.description')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('demoModals.new')}
          </Button>
        }
      >
        <List<Supplier>
          dataSource={suppliers}
          locale={{ emptyText: t('demoModals.empty') }}
          renderItem={(supplier) => (
            <List.Item
              actions={[
                <ActionLink key="edit" onClick={() => setEditing(supplier)}>
                  {t('demoModals.edit')}
                </ActionLink>,
                <ActionLink key="delete" onClick={() => confirmDelete(supplier)}>
                  {t('demoModals.delete')}
                </ActionLink>,
              ]}
            >
              <List.Item.Meta
                title={supplier.name}
                description={
                  <Space split="·" wrap>
                    <Typography.Text type="secondary">{supplier.supplierNo}</Typography.Text>
                    <Typography.Text type="secondary">{supplier.bank || '-'}</Typography.Text>
                    <Typography.Text type="secondary">{t('demoModals.paymentDays', { days: supplier.paymentDays })}</Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Variant>
      <ModalForm<SupplierValues>
        title={t('demoModals.new')}
        open={creating}
        width={640}
        grid
        colProps={{ span: 12 }}
        initialValues={{ paymentDays: 30 }}
        modalProps={{ destroyOnHidden: true, maskClosable: false }}
        submitter={submitter}
        onOpenChange={(open) => !open && setCreating(false)}
        onFinish={async (values) => {
          setSuppliers((list) => addSupplier(list, values));
          message.success(t('demoModals.created', { name: values.name }));
          return true;
        }}
      >
        <SupplierFields />
      </ModalForm>
      <DrawerForm<SupplierValues>
        title={t('demoModals.edit.title')}
        open={!!editing}
        width={480}
        initialValues={editing}
        drawerProps={{ destroyOnHidden: true, maskClosable: false }}
        submitter={submitter}
        onOpenChange={(open) => !open && setEditing(undefined)}
        onFinish={async (values) => {
          setSuppliers((list) => updateSupplier(list, editing!.id, values));
          message.success(t('demoModals.updated', { name: values.name }));
          return true;
        }}
      >
        <SupplierFields />
      </DrawerForm>
    </GalleryPage>
  );
}
