/** English texts of the grid gallery page. */
const messages: Record<string, string> = {
  'demoGrid.title': 'Grid layout',
  'demoGrid.whenToUse':
    "Divide a page (dashboard cards, two panes, a two-column form) with antd's Row / Col: 24 cells, given per screen width, one column on phones, two on tablets, four on desks; titled areas take ProCard. Avoid fixed pixel widths: a page must not scroll sideways on a 390 px phone either.",
  'demoGrid.responsive': 'Responsive cards (xs 24 / sm 12 / xl 6)',
  'demoGrid.responsive.description': 'Change the window width: one column on phones, two on tablets, four on desks.',
  'demoGrid.figure.claims': 'Claims this month',
  'demoGrid.figure.invoices': 'Invoices received',
  'demoGrid.figure.payments': 'Payments made',
  'demoGrid.figure.overdue': 'Overdue',
  'demoGrid.figure.trend': '{trend} on last month',
  'demoGrid.split': 'Two panes (ProCard split)',
  'demoGrid.split.description': 'A fixed-width list on the left, the rest on the right; stacked on small screens.',
  'demoGrid.split.queues': 'Work queues',
  'demoGrid.split.detail': 'About the queue',
  'demoGrid.queue.ap': 'Payables review',
  'demoGrid.queue.ar': 'Receivables matching',
  'demoGrid.queue.gl': 'Ledger vouchers',
  'demoGrid.split.text': 'The payables review queue handles supplier invoices and payment requests by due date; anything untouched for 48 hours is marked overdue.',
  'demoGrid.gutter': 'Gutter and offset',
  'demoGrid.gutter.description': 'gutter is [16, 16]; offset leaves cells free on the left.',
};

export default messages;
