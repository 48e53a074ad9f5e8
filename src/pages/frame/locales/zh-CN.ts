/** Chinese texts of the frame page (gathered into the zh-CN catalogue by Umi's locale plugin). */
const messages: Record<string, string> = {
  'frame.invalid': '无法打开此地址',
};

export default messages;
