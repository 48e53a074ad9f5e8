import { cardPath, cardTitle, TASK_CARDS } from '../utils';

describe('task cards', () => {
  it('open My tasks filtered to their tasks', () => {
    expect(TASK_CARDS.map(cardPath)).toEqual([
      '/taskMy?status=assigned',
      '/taskMy?status=inProgress',
      '/taskMy?status=assigned%2CinProgress',
      '/taskMy?status=assigned%2CinProgress&sla=breached',
      '/taskMy?status=completed',
    ]);
  });

  it('take their titles from the settings in the language shown', () => {
    const titles = PORTAL_SETTINGS.taskCardTitles;
    expect(cardTitle(titles, 'assigned', 'zh-CN')).toBe('待处理');
    expect(cardTitle(titles, 'doneThisWeek', 'en-US')).toBe('Done this week');
    expect(cardTitle({ ...titles, breached: { 'zh-CN': '超期', 'en-US': 'Late' } }, 'breached', 'en-US')).toBe('Late');
  });
});
