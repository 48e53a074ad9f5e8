/** New and edit dialog of a dictionary item, with a preview of its tag. */
import { ModalForm, ProFormDependency, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { AutoComplete, Form, Tag } from 'antd';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { DICT_LABEL_MAX, DICT_PRESET_COLORS, DICT_SORT_MAX } from '../../../../server/plugins/dictionary/constants';
import { createDictItem, updateDictItem, type DictItem, type DictType } from '@/services/dictionary';
import { codeProblem, colorProblem, itemBody, type ItemValues } from '../utils';
import messages from '../messages';

export interface ItemFormProps {
  open: boolean;
  type: DictType;
  item?: DictItem;
  onClose: () => void;
  onSaved: () => void;
}

const COLOR_OPTIONS = DICT_PRESET_COLORS.map((color) => ({ value: color, label: <Tag color={color}>{color}</Tag> }));

export default function ItemForm({ open, type, item, onClose, onSaved }: ItemFormProps) {
  const t = usePageT(messages);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('dataDictionary.field.required', { field: t(field) }) });
  const max = (field: string) => ({ max: DICT_LABEL_MAX, message: t('dataDictionary.field.max', { field: t(field), max: DICT_LABEL_MAX }) });

  async function save(values: ItemValues): Promise<boolean> {
    const body = itemBody(values);
    try {
      if (item) await updateDictItem(item.id, item.locked ? { ...body, code: item.code } : body);
      else await createDictItem(type.code, body);
    } catch {
      return false;
    }
    message.success(t('dataDictionary.item.saved', { name: body.label }));
    onSaved();
    return true;
  }

  return (
    <ModalForm<ItemValues>
      title={t(item ? 'dataDictionary.item.edit' : 'dataDictionary.item.new')}
      open={open}
      width={640}
      grid
      colProps={{ span: 12 }}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('dataDictionary.save'), resetText: t('dataDictionary.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={item ? { ...item, color: item.color ?? undefined } : { enabled: true }}
      onFinish={save}
    >
      <ProFormText
        name="code"
        label={t('dataDictionary.field.code')}
        disabled={item?.locked}
        tooltip={item?.locked ? t('dataDictionary.locked.hint') : undefined}
        rules={[
          {
            validator: async (_: unknown, value?: string) => {
              const problem = codeProblem(value, 'item');
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      />
      <ProFormDigit name="sort" label={t('dataDictionary.field.sort')} min={0} max={DICT_SORT_MAX} fieldProps={{ precision: 0 }} />
      <ProFormText name="label" label={t('dataDictionary.field.label')} rules={[required('dataDictionary.field.label'), max('dataDictionary.field.label')]} />
      <ProFormText name="labelEn" label={t('dataDictionary.field.labelEn')} rules={[required('dataDictionary.field.labelEn'), max('dataDictionary.field.labelEn')]} />
      <Form.Item
        name="color"
        label={t('dataDictionary.field.color')}
        style={{ width: '50%', paddingInline: 4 }}
        rules={[
          {
            validator: async (_: unknown, value?: string) => {
              const problem = colorProblem(value);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      >
        <AutoComplete options={COLOR_OPTIONS} allowClear placeholder={t('dataDictionary.field.color.placeholder')} />
      </Form.Item>
      <ProFormDependency name={['color', 'label']}>
        {({ color, label }) => (
          <Form.Item label={t('dataDictionary.field.preview')} style={{ width: '25%', paddingInline: 4 }}>
            <Tag color={colorProblem(color) ? undefined : color || undefined} data-testid="dict-preview">
              {label || '-'}
            </Tag>
          </Form.Item>
        )}
      </ProFormDependency>
      <ProFormSwitch
        name="enabled"
        label={t('dataDictionary.field.enabled')}
        colProps={{ span: 6 }}
        disabled={item?.locked}
        tooltip={item?.locked ? t('dataDictionary.locked.hint') : undefined}
      />
    </ModalForm>
  );
}
