import { cardPath, cardTitle, dayRange, TASK_CARDS } from '../utils';

describe('task cards', () => {
  it('open My tasks filtered to their tasks; "Due today" to those due within the local day', () => {
    const now = new Date(2025, 2, 14, 15, 30);
    const from = new Date(2025, 2, 14).toISOString();
    const to = new Date(new Date(2025, 2, 15).getTime() - 1).toISOString();
    const today = new URLSearchParams({ dueFrom: from, dueTo: to }).toString();
    expect(TASK_CARDS.map((card) => cardPath(card, now))).toEqual([
      '/taskMy?status=assigned',
      '/taskMy?status=inProgress',
      `/taskMy?${today}&status=assigned%2CinProgress`,
      '/taskMy?status=assigned%2CinProgress&sla=breached',
      '/taskMy?status=completed',
    ]);
  });

  it('take the whole local day, from its first moment to its last', () => {
    expect(dayRange(new Date(2025, 0, 1, 0, 0, 0))).toEqual({
      dueFrom: new Date(2025, 0, 1).toISOString(),
      dueTo: new Date(2025, 0, 1, 23, 59, 59, 999).toISOString(),
    });
    expect(dayRange(new Date(2024, 11, 31, 23, 59, 59, 999))).toEqual({
      dueFrom: new Date(2024, 11, 31).toISOString(),
      dueTo: new Date(2024, 11, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('take their titles from the settings in the language shown', () => {
    const titles = PORTAL_SETTINGS.taskCardTitles;
    expect(cardTitle(titles, 'assigned', 'zh-CN')).toBe('待处理');
    expect(cardTitle(titles, 'doneThisWeek', 'en-US')).toBe('Done this week');
    expect(cardTitle({ ...titles, breached: { 'zh-CN': '超期', 'en-US': 'Late' } }, 'breached', 'en-US')).toBe('Late');
  });
});
