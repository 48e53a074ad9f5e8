/** English texts of the feedback page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'portal.feedback.title': 'Feedback',
  'portal.feedback.intro':
    'Found a problem or have an idea? Tell us and the finance shared service center will follow it up.',
  'portal.feedback.mine': 'My feedback',
  'portal.feedback.submitted': 'Feedback sent (number {id})',
  'portal.feedback.viewMine': 'View my feedback',
};

export default messages;
