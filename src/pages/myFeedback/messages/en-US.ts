/** English texts of the myFeedback page, loaded with the page (usePageT). */
const messages: Record<string, string> = {
  'portal.myFeedback.title': 'My feedback',
  'portal.myFeedback.hint': 'Click a row to see the details',
  'portal.myFeedback.new': 'New feedback',
  'portal.myFeedback.createdAt': 'Submitted at',
  'portal.myFeedback.content': 'Content',
  'portal.myFeedback.contact': 'Contact',
  'portal.myFeedback.noContact': 'Not given',
  'portal.myFeedback.status': 'Status',
  'portal.myFeedback.empty': 'You have not sent any feedback yet',
  'portal.myFeedback.detail.title': 'Feedback details',
  'portal.myFeedback.detail.loadFailed': 'The feedback could not be loaded',
  'portal.myFeedback.screenshot': 'Screenshot',
  'portal.myFeedback.conversation': 'Conversation',
  'portal.myFeedback.staff': 'Service center',
  'portal.myFeedback.me': 'Me',
  'portal.myFeedback.closed': 'This feedback is closed and takes no more follow-ups. For a new question, send new feedback.',
  'portal.myFeedback.followUp.placeholder': 'Add details or answer the service center',
  'portal.myFeedback.followUp.send': 'Send',
  'portal.myFeedback.followUp.success': 'Sent',
};

export default messages;
