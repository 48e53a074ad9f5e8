/** English texts of the gallery frame. */
const messages: Record<string, string> = {
  'gallery.whenToUse': 'When to use',
  'gallery.variants': 'Variants',
  'gallery.props': 'Props',
  'gallery.prop.name': 'Prop',
  'gallery.prop.type': 'Type',
  'gallery.prop.default': 'Default',
  'gallery.prop.description': 'Meaning',
  'gallery.prop.required': 'Required',
};

export default messages;
