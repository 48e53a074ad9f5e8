/** Chinese texts of the sortable list. */
const messages: Record<string, string> = {
  'sortableList.handle': '移动第 {position} 项：拖动，或按方向键',
};

export default messages;
