/** English texts of the notices page of the portal (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'portal.notices.title': 'Notices',
  'portal.notices.search': 'Search the topics',
  'portal.notices.readState': 'Read state',
  'portal.notices.read.all': 'All',
  'portal.notices.read.unread': 'Unread',
  'portal.notices.read.read': 'Read',
  'portal.notices.type': 'Type',
  'portal.notices.empty': 'No notices',
  'portal.notices.loading': 'Loading…',
  'portal.notices.loadFailed': 'The notices could not be loaded',
  'portal.notices.loadOneFailed': 'This notice could not be loaded; it may have been withdrawn or have expired',
  'portal.notices.unread': 'Unread',
  'portal.notices.readMark': 'Read',
  'portal.notices.detail': 'Notice',
};

export default messages;
