/** English texts of the frame page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'frame.invalid': 'This address cannot be opened',
};

export default messages;
