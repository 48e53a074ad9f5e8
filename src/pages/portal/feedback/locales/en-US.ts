/** English texts of the feedback page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.feedback.title': 'Feedback',
  'portal.feedback.intro':
    'Found a problem or have an idea? Tell us and the finance shared service center will follow it up.',
  'portal.feedback.mine': 'My feedback',
  'portal.feedback.submitted': 'Feedback sent (number {id})',
  'portal.feedback.viewMine': 'View my feedback',
};

export default messages;
