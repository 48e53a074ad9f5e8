/** Chinese texts of the home page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'home.welcome': '欢迎，{name}',
  'home.jobNo': '工号',
  'home.zone': '所属区域',
  'home.version': '版本',
};

export default messages;
