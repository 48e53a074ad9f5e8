/** English texts of the drag gallery page. */
const messages: Record<string, string> = {
  'demoDrag.title': 'Drag to sort',
  'demoDrag.whenToUse':
    'Use SortableList when the user decides the order of a few items (approval order, menu or dictionary item order, dashboard cards): drag an item, or focus its handle and press the arrow keys (Home and End move it to either end). It is controlled: onChange hands the new order to the page to save. For dozens of items or paged lists, use a sort number field instead.',
  'demoDrag.chain': 'Approval order',
  'demoDrag.chain.description': 'Drag an approver, or use the arrow keys; the current order is shown below.',
  'demoDrag.chain.order': 'Current order: {order}',
  'demoDrag.categories': 'Items with content',
  'demoDrag.categories.description': 'Items can hold anything; each move is announced.',
  'demoDrag.categories.count': '{count} claims',
  'demoDrag.categories.moved': '"{name}" moved to place {position}',
  'demoDrag.readOnly': 'Read-only',
  'demoDrag.readOnly.description': 'A submitted claim: its order can no longer change.',
  'demoDrag.handle': 'Move approver {name}',
};

export default messages;
