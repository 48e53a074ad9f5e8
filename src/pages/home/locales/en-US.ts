/** English texts of the home page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'home.welcome': 'Welcome, {name}',
  'home.jobNo': 'Job number',
  'home.zone': 'Zone',
  'home.version': 'Version',
};

export default messages;
