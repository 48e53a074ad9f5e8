/** Texts of the admin dashboard (/admin), loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'admin.title': 'Dashboard',
  'admin.range': 'Range',
  'admin.range.days': 'Last {days} days',
  'admin.range.note': '{from} to {to} (days in the server’s time zone, {timeZone})',
  'admin.refresh': 'Refresh',
  'admin.error': 'The dashboard could not be loaded',
  'admin.retry': 'Retry',
  'admin.stat.signIns': 'Successful sign-ins',
  'admin.stat.failed': 'Failed sign-ins',
  'admin.stat.users': 'People signed in',
  'admin.stat.sessions': 'Sessions open now',
  'admin.stat.sessionsUsers': '({users} people)',
  'admin.signIns.title': 'Sign-ins per day',
  'admin.signIns.success': 'Successful',
  'admin.signIns.failure': 'Failed',
  'admin.signIns.empty': 'No sign-ins in this range',
  'admin.pages.title': 'Most used pages',
  'admin.pages.views': 'Views',
  'admin.pages.total': '{views} views in all',
  'admin.pages.empty': 'No pages opened in this range',
  'admin.modules.title': 'Views per module',
  'admin.modules.module': 'Module',
  'admin.modules.views': 'Views',
  'admin.modules.none': '(no module)',
};

export default messages;
