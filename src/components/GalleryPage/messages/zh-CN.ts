/** Chinese texts of the gallery frame. */
const messages: Record<string, string> = {
  'gallery.whenToUse': '何时使用',
  'gallery.variants': '示例',
  'gallery.props': '属性',
  'gallery.prop.name': '属性名',
  'gallery.prop.type': '类型',
  'gallery.prop.default': '默认值',
  'gallery.prop.description': '说明',
  'gallery.prop.required': '必填',
};

export default messages;
