/** English texts of the sortable list. */
const messages: Record<string, string> = {
  'sortableList.handle': 'Move item {position}: drag it, or press the arrow keys',
};

export default messages;
