/** English texts of the download page (gathered into the en-US catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.download.title': 'Download',
  'portal.download.download': 'Download',
  'portal.download.downloadFile': 'Download {name}',
  'portal.download.updatedAt': 'Updated {date}',
  'portal.download.empty': 'No files to download',
  'portal.download.loadFailed': 'The download list could not be loaded',
};

export default messages;
