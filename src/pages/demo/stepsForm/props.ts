/** The props tables of the steps form page: StepsForm as the product uses it. */
import type { PropsSection } from '@/components/GalleryPage';

export const STEPS_FORM_PROPS: PropsSection[] = [
  {
    component: 'StepsForm',
    rows: [
      { name: 'current / onCurrentChange', type: 'number / (current) => void', description: { zh: '受控的当前步骤（需要从外部跳转或重来时）', en: 'The current step, controlled (to jump or start over from outside)' } },
      { name: 'onFinish', type: '(values) => Promise<boolean>', required: true, description: { zh: '最后一步提交所有步骤的值；返回 true 完成', en: "The last step submits every step's values; true finishes" } },
      { name: 'formRef', type: 'MutableRefObject<FormInstance>', description: { zh: '当前步骤的表单（在确认步骤读取前面的值）', en: "The current step's form (the confirm step reads earlier values)" } },
      { name: 'stepsProps', type: 'StepsProps', description: { zh: '步骤条属性，如 responsive、size', en: 'Props of the step bar, e.g. responsive, size' } },
      { name: 'submitter', type: 'SubmitterProps', description: { zh: '按钮文字：上一步、下一步、提交', en: 'Button texts: previous, next, submit' } },
    ],
  },
  {
    component: 'StepsForm.StepForm',
    rows: [
      { name: 'name', type: 'string', required: true, description: { zh: '步骤名（值按步骤分组）', en: 'The step name (values are grouped per step)' } },
      { name: 'title', type: 'ReactNode', required: true, description: { zh: '步骤条上的标题', en: 'Title on the step bar' } },
      { name: 'onFinish', type: '(values) => Promise<boolean>', description: { zh: '离开本步前校验或保存草稿；返回 false 停留', en: 'Check or save a draft before leaving the step; false stays' } },
      { name: 'layout', type: "'vertical'", default: "'vertical'", description: { zh: '标签在字段上方', en: 'Labels above fields' } },
    ],
  },
];
