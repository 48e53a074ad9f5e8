/** The task home's guide for new staff: its steps and the pages their links open. */

export interface GuideLink {
  /** Message id of the link's text (also the tab's title). */
  textId: string;
  src: string;
}

export interface GuideStep {
  key: string;
  titleId: string;
  descriptionId: string;
  links: GuideLink[];
}

/** Open My tasks; start a task; complete or return it; find notices and to-dos. */
export const GUIDE_STEPS: readonly GuideStep[] = [
  { key: 'open', titleId: 'taskHome.guide.open', descriptionId: 'taskHome.guide.open.text', links: [{ textId: 'taskHome.guide.open.link', src: '/taskMy' }] },
  {
    key: 'start',
    titleId: 'taskHome.guide.start',
    descriptionId: 'taskHome.guide.start.text',
    links: [{ textId: 'taskHome.guide.start.link', src: '/taskMy?status=assigned' }],
  },
  {
    key: 'finish',
    titleId: 'taskHome.guide.finish',
    descriptionId: 'taskHome.guide.finish.text',
    links: [{ textId: 'taskHome.guide.finish.link', src: '/taskMy?status=inProgress' }],
  },
  {
    key: 'more',
    titleId: 'taskHome.guide.more',
    descriptionId: 'taskHome.guide.more.text',
    links: [
      { textId: 'taskHome.guide.notices', src: '/portal/notices' },
      { textId: 'taskHome.guide.todos', src: '/lazarToDo' },
    ],
  },
];

/** Whether the guide is shown: until the user closes it (kept on the server), and again when asked for. */
export function guideShown(preferences: { taskHomeGuideDismissed?: boolean } | undefined): boolean {
  return preferences?.taskHomeGuideDismissed !== true;
}
