/** Chinese texts of the download page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'portal.download.title': '下载',
  'portal.download.download': '下载',
  'portal.download.downloadFile': '下载 {name}',
  'portal.download.updatedAt': '更新于 {date}',
  'portal.download.empty': '暂无可下载的文件',
  'portal.download.loadFailed': '下载列表加载失败',
};

export default messages;
