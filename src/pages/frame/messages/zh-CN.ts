/** Chinese texts of the frame page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'frame.invalid': '无法打开此地址',
};

export default messages;
