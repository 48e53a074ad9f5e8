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
  'portal.settings.release': 'Hidden pages',
  'portal.settings.release.description':
    'A large page whose tab has not been shown for this long frees its memory; showing the tab again loads it anew, with its filters, page and sort as they were.',
  'portal.settings.release.never': 'Keep',
  'portal.settings.release.minutes': '{minutes} min',
};

export default messages;
