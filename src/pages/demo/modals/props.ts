/** The props tables of the modals page: the dialog props every form dialog of the product sets the same way. */
import type { PropsSection } from '@/components/GalleryPage';

export const MODALS_PROPS: PropsSection[] = [
  {
    component: 'ModalForm / DrawerForm',
    rows: [
      { name: 'title', type: 'ReactNode', required: true, description: { zh: '“新建X” 或 “编辑X”', en: '"New X" or "Edit X"' } },
      { name: 'open / onOpenChange', type: 'boolean / (open) => void', description: { zh: '由页面控制开关；关闭时清空页面的选择', en: "Opened by the page; closing clears the page's choice" } },
      { name: 'layout', type: "'vertical'", default: "'vertical'", description: { zh: '标签在字段上方（ProForm 的默认值）', en: "Labels above fields (ProForm's default)" } },
      { name: 'grid + colProps', type: 'boolean + { span: 12 }', description: { zh: '超过四个字段时两列；宽的选择器占整行', en: 'Two columns above four fields; wide pickers take the full row' } },
      { name: 'modalProps / drawerProps', type: '{ destroyOnHidden: true, maskClosable: false }', description: { zh: '关闭即销毁（下次打开是新表单）；点遮罩不关闭，以免丢失输入', en: 'Destroyed on close (a fresh form next time); a click on the mask does not close it and lose the input' } },
      { name: 'submitter.searchConfig', type: "{ submitText: '保存', resetText: '取消' }", description: { zh: '主按钮“保存”，另一个“取消”', en: 'Primary "Save", the other "Cancel"' } },
      { name: 'onFinish', type: '(values) => Promise<boolean>', required: true, description: { zh: '返回 true 关闭；失败时返回 false，错误已由请求客户端提示', en: 'true closes; false on failure (the request client has shown the error)' } },
    ],
  },
  {
    component: 'modal.confirm (@/components/AppMessages)',
    rows: [
      { name: 'title', type: 'ReactNode', required: true, description: { zh: '“确定删除…吗？”', en: '"Delete …?"' } },
      { name: 'content', type: 'ReactNode', description: { zh: '后果（不可恢复等）', en: 'The consequence (cannot be undone…)' } },
      { name: 'okText / cancelText', type: 'string', description: { zh: '“确定” / “取消”', en: '"OK" / "Cancel"' } },
      { name: 'okButtonProps', type: '{ danger: true }', description: { zh: '删除时按钮为红色', en: 'A red button for deletes' } },
      { name: 'onOk', type: '() => Promise<void>', description: { zh: '执行删除；返回的 Promise 未完成前按钮显示加载', en: 'Does the delete; the button spins until its promise settles' } },
    ],
  },
];
