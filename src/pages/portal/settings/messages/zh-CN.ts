/** Chinese texts of the settings page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'portal.settings.title': '设置',
  'portal.settings.browserOnly': '这些偏好只保存在当前浏览器中，换一台电脑或浏览器需要重新设置。',
  'portal.settings.language': '语言',
  'portal.settings.language.description': '门户界面的显示语言，切换后页面会重新加载',
  'portal.settings.tabs': '已打开的标签页',
  'portal.settings.tabs.description': '刷新浏览器后会恢复已打开的标签页。重置后只保留首页和当前页面。',
  'portal.settings.tabs.reset': '重置标签页',
  'portal.settings.tabs.confirm': '确定关闭所有已打开的标签页并重新加载门户？',
  'portal.settings.release': '隐藏的页面',
  'portal.settings.release.description':
    '较大的页面在其标签页未显示达到此时长后释放内存；再次显示该标签页时重新加载，筛选条件、页码和排序保持不变。',
  'portal.settings.release.never': '始终保留',
  'portal.settings.release.minutes': '{minutes} 分钟',
};

export default messages;
