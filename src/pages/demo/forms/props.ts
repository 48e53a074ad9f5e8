/** The props tables of the forms page. */
import type { PropsSection } from '@/components/GalleryPage';

export const FORMS_PROPS: PropsSection[] = [
  {
    component: 'FormTreeSelect',
    rows: [
      { name: 'name', type: 'string', required: true, description: { zh: '表单字段名', en: 'The form field' } },
      { name: 'label', type: 'ReactNode', required: true, description: { zh: '字段标签', en: 'The field label' } },
      { name: 'treeData', type: 'TreeSelectProps["treeData"]', required: true, description: { zh: '树节点（组织、岗位、菜单、成本中心）', en: 'The tree (organisations, posts, menus, cost centres)' } },
      { name: 'placeholder', type: 'string', description: { zh: '占位文字', en: 'Placeholder' } },
      { name: 'tooltip', type: 'ReactNode', description: { zh: '标签旁的提示', en: 'Hint beside the label' } },
      { name: 'disabled', type: 'boolean', default: 'false', description: { zh: '只读', en: 'Read-only' } },
      { name: 'rules', type: 'FormItemProps["rules"]', description: { zh: '校验规则（必填等）', en: 'Validation rules (required…)' } },
    ],
  },
  {
    component: 'ProFormDict',
    rows: [
      { name: 'code', type: 'string', required: true, description: { zh: '数据字典类型编码，如 taskPriority', en: 'Dictionary type code, e.g. taskPriority' } },
      { name: 'numeric', type: 'boolean', default: 'false', description: { zh: '值为数字（字典项 "1" 即 1）', en: 'Values are numbers (item "1" is 1)' } },
      { name: 'fieldProps', type: 'DictSelectProps', description: { zh: '传给下拉框的属性（mode、allowClear…）', en: 'Props of the select (mode, allowClear…)' } },
      { name: 'colProps', type: 'ColProps', default: '表单的 colProps', description: { zh: '栅格表单中所占的列；默认与表单其他字段相同', en: 'Its column in a grid form; the form’s own by default' } },
      { name: '…', type: 'ProFormItemProps', description: { zh: '表单项属性：name、label、rules', en: 'Form item props: name, label, rules' } },
    ],
  },
  {
    component: 'UserPicker',
    rows: [
      { name: 'mode', type: "'multiple' | undefined", description: { zh: '多选', en: 'Pick several people' } },
      { name: 'value', type: 'PickedPerson | PickedPerson[] | null', description: { zh: '已选人员（带标签）；给出即为受控', en: 'Picked people with labels; controlled when given' } },
      { name: 'onChange', type: '(id, picked) => void', required: true, description: { zh: '选择变化', en: 'The pick changed' } },
      { name: 'exclude', type: 'number[]', description: { zh: '不提供的人员（如待办的所有者）', en: 'People never offered (e.g. the owner)' } },
      { name: 'maxCount', type: 'number', description: { zh: '最多可选人数', en: 'Most people that can be picked' } },
      { name: 'placeholder / emptyText', type: 'string', description: { zh: '占位文字 / 无结果文字', en: 'Placeholder / text when nothing matches' } },
    ],
  },
  {
    component: 'repeatsField (src/utils/formRules.ts)',
    rows: [
      { name: 'field', type: 'string', required: true, description: { zh: '须重复的字段名', en: 'The field to repeat' } },
      { name: 'message', type: 'string', required: true, description: { zh: '不一致时的提示', en: 'Shown when they differ' } },
    ],
  },
];
