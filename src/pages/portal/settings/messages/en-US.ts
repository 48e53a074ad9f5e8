/** English texts of the settings page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'portal.settings.title': 'Settings',
  'portal.settings.browserOnly':
    'These preferences are kept in this browser only; on another computer or browser, set them again.',
  'portal.settings.language': 'Language',
  'portal.settings.language.description': 'Language of the portal; the page reloads after a change',
  'portal.settings.tabs': 'Open tabs',
  'portal.settings.tabs.description':
    'Open tabs come back after a browser reload. Resetting keeps only the home tab and the current page.',
  'portal.settings.tabs.reset': 'Reset tabs',
  'portal.settings.tabs.confirm': 'Close all open tabs and reload the portal?',
};

export default messages;
