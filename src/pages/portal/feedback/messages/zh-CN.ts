/** Chinese texts of the feedback page (loaded with the page by usePageT; not in the global catalogue). */
const messages: Record<string, string> = {
  'portal.feedback.title': '意见反馈',
  'portal.feedback.intro': '遇到问题或有改进建议？请告诉我们，财务共享服务中心会尽快处理。',
  'portal.feedback.mine': '我的反馈',
  'portal.feedback.submitted': '反馈已提交（编号 {id}）',
  'portal.feedback.viewMine': '查看我的反馈',
};

export default messages;
