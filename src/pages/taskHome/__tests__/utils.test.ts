import { GUIDE_STEPS, guideShown } from '../utils';

describe('the guide', () => {
  it('has four steps, each linking to a page', () => {
    expect(GUIDE_STEPS.map((step) => step.key)).toEqual(['open', 'start', 'finish', 'more']);
    expect(GUIDE_STEPS.flatMap((step) => step.links.map((link) => link.src))).toEqual([
      '/taskMy',
      '/taskMy?status=assigned',
      '/taskMy?status=inProgress',
      '/portal/notices',
      '/lazarToDo',
    ]);
  });

  it('is shown until the user closed it', () => {
    expect(guideShown(undefined)).toBe(true);
    expect(guideShown({})).toBe(true);
    expect(guideShown({ taskHomeGuideDismissed: false })).toBe(true);
    expect(guideShown({ taskHomeGuideDismissed: true })).toBe(false);
  });
});
