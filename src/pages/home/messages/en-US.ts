/** English texts of the workbench (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'home.welcome': 'Welcome, {name}',
  'home.jobNo': 'Job number',
  'home.zone': 'Zone',
  'home.version': 'Version',
  'home.more': 'More',
  'home.retry': 'Try again',
  'home.loadFailed': 'This could not be loaded.',
  'home.notices': 'Unread notices ({count})',
  'home.notices.empty': 'No unread notices',
  'home.favorites': 'Favourites',
  'home.favorites.empty': 'No favourites yet: keep a page with the star at the top right',
  'home.recent': 'Recently opened',
  'home.recent.empty': 'The pages you open will be listed here',
  'home.todos': 'To-dos due this week',
  'home.todos.empty': 'Nothing due in the next 7 days',
  'home.todos.overdue': 'Overdue since {time}',
};

export default messages;
