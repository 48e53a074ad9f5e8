/** English texts of the mixed page (/mixin). */
const messages: Record<string, string> = {
  'mixin.title': 'Mixed page',
  'mixin.whenToUse':
    'The usual shape of a business list page: a search form on top, summary cards computed from the result (no charts), then the table; a click on a number shows the detail with PropertyGrid in a drawer. The page\'s filtering and summing are pure functions in utils.ts.',
  'mixin.blocks': 'Reimbursement claims',
  'mixin.blocks.description': 'A search changes the summary cards and the table together; a click on a claim number opens its detail drawer.',
  'mixin.search.keyword': 'Keyword',
  'mixin.search.keyword.placeholder': 'Claim number or applicant',
  'mixin.search.status': 'Status',
  'mixin.search.costCentre': 'Cost centre',
  'mixin.search.submit': 'Search',
  'mixin.search.reset': 'Reset',
  'mixin.summary.count': 'Claims',
  'mixin.summary.total': 'Total (CNY)',
  'mixin.summary.pending': 'Awaiting review',
  'mixin.summary.paid': 'Paid (CNY)',
  'mixin.status.pending': 'Awaiting review',
  'mixin.status.approved': 'Approved',
  'mixin.status.paid': 'Paid',
  'mixin.status.returned': 'Returned',
  'mixin.field.claimNo': 'Claim number',
  'mixin.field.applicant': 'Applicant',
  'mixin.field.costCentre': 'Cost centre',
  'mixin.field.category': 'Category',
  'mixin.field.amount': 'Amount (CNY)',
  'mixin.field.status': 'Status',
  'mixin.field.submittedAt': 'Submitted',
  'mixin.field.paidAt': 'Paid',
  'mixin.detail.title': 'Claim {claimNo}',
  'mixin.empty': 'No claims match',
};

export default messages;
