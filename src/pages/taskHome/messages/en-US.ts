/**
 * English texts of the task home page (loaded with the page by usePageT; not in the global catalogue).
 * Its tab title (route./taskHome) is in src/locales.
 */
export default {
  'taskHome.title': 'Task home',
  'taskHome.guide.title': 'Getting started',
  'taskHome.guide.close': 'Close the guide',
  'taskHome.guide.show': 'Show the guide',
  'taskHome.guide.open': 'Open My tasks',
  'taskHome.guide.open.text': 'The tasks dispatched to you are in My tasks, the one due first at the top.',
  'taskHome.guide.open.link': 'My tasks',
  'taskHome.guide.start': 'Start a task',
  'taskHome.guide.start.text': 'Click Start on an assigned task: it is in progress, and its SLA tag shows the time left.',
  'taskHome.guide.start.link': 'Tasks to do',
  'taskHome.guide.finish': 'Complete or return it',
  'taskHome.guide.finish.text': 'When done, click Complete and note the result; if you cannot do it, click Return with the reason and it is dispatched again.',
  'taskHome.guide.finish.link': 'Tasks in progress',
  'taskHome.guide.more': 'Notices and to-dos',
  'taskHome.guide.more.text': 'Read announcements and policies in Notices; keep your own to-dos in To-do.',
  'taskHome.guide.notices': 'Notices',
  'taskHome.guide.todos': 'To-do',
};
