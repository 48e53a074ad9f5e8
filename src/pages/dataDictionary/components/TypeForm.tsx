/** New and edit dialog of a dictionary type; a built-in type keeps its code. */
import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { DICT_NAME_MAX, DICT_REMARK_MAX } from '../../../../server/plugins/dictionary/constants';
import { createDictType, updateDictType, type DictType } from '@/services/dictionary';
import { codeProblem, typeBody, type TypeValues } from '../utils';
import messages from '../messages';

export interface TypeFormProps {
  open: boolean;
  type?: DictType;
  onClose: () => void;
  onSaved: (code: string) => void;
}

export default function TypeForm({ open, type, onClose, onSaved }: TypeFormProps) {
  const t = usePageT(messages);
  const required = (field: string) => ({ required: true, whitespace: true, message: t('dataDictionary.field.required', { field: t(field) }) });
  const max = (field: string, limit: number) => ({ max: limit, message: t('dataDictionary.field.max', { field: t(field), max: limit }) });

  async function save(values: TypeValues): Promise<boolean> {
    const body = typeBody(values);
    try {
      if (type) await updateDictType(type.code, type.builtin ? { name: body.name, nameEn: body.nameEn, remark: body.remark } : body);
      else await createDictType(body);
    } catch {
      return false;
    }
    message.success(t('dataDictionary.type.saved', { name: body.name }));
    onSaved(type?.builtin ? type.code : body.code);
    return true;
  }

  return (
    <ModalForm<TypeValues>
      title={t(type ? 'dataDictionary.type.edit' : 'dataDictionary.type.new')}
      open={open}
      width={520}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('dataDictionary.save'), resetText: t('dataDictionary.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={type && { code: type.code, name: type.name, nameEn: type.nameEn, remark: type.remark }}
      onFinish={save}
    >
      <ProFormText
        name="code"
        label={t('dataDictionary.field.code')}
        disabled={type?.builtin}
        rules={[
          {
            validator: async (_: unknown, value?: string) => {
              const problem = codeProblem(value, 'type');
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      />
      <ProFormText name="name" label={t('dataDictionary.field.name')} rules={[required('dataDictionary.field.name'), max('dataDictionary.field.name', DICT_NAME_MAX)]} />
      <ProFormText name="nameEn" label={t('dataDictionary.field.nameEn')} rules={[required('dataDictionary.field.nameEn'), max('dataDictionary.field.nameEn', DICT_NAME_MAX)]} />
      <ProFormTextArea name="remark" label={t('dataDictionary.field.remark')} fieldProps={{ rows: 2, showCount: true, maxLength: DICT_REMARK_MAX }} />
    </ModalForm>
  );
}
