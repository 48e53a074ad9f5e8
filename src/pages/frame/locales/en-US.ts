/** English texts of the frame page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'frame.invalid': 'This address cannot be opened',
};

export default messages;
