import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import TabsModel from '@/models/tabs';
import { fetchMyTaskSummary } from '@/services/tasks';
import { announceChange } from '@/utils/areaChanges';
import { createStore, initialStateHolder, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import TaskSummaryCards from '../index';
import { cardPath } from '../utils';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ fetchMyTaskSummary: jest.fn(), TASKS_AREA: 'tasks' }));

describe('task cards', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    initialStateHolder.current = {};
    jest.mocked(fetchMyTaskSummary).mockResolvedValue({ assigned: 3, inProgress: 2, dueToday: 1, breached: 4, doneThisWeek: 12 });
  });

  it('are reached with the keyboard and open on Enter or Space, not on other keys', async () => {
    renderWithStore(<TaskSummaryCards />, createStore(TabsModel));
    const dueToday = screen.getByTestId('task-card-dueToday');
    await waitFor(() => expect(dueToday).toHaveTextContent('1'));
    expect(screen.getAllByRole('link').map((card) => card.getAttribute('tabindex'))).toEqual(['0', '0', '0', '0', '0']);

    fireEvent.keyDown(dueToday, { key: 'Tab' });
    fireEvent.keyDown(dueToday, { key: 'a' });
    expect(umiMax.history.push).not.toHaveBeenCalled();

    fireEvent.keyDown(dueToday, { key: 'Enter' });
    // Opened as a page of the app with the day's range, not framed as a file.
    expect(umiMax.history.push).toHaveBeenLastCalledWith(cardPath('dueToday', new Date()));
    expect(cardPath('dueToday', new Date())).toMatch(/^\/taskMy\?dueFrom=.+&dueTo=.+&status=assigned%2CinProgress$/);
    const space = fireEvent.keyDown(screen.getByTestId('task-card-breached'), { key: ' ' });
    expect(space).toBe(false); // The page does not scroll.
    expect(umiMax.history.push).toHaveBeenLastCalledWith('/taskMy?status=assigned%2CinProgress&sla=breached');
    expect(umiMax.history.push).toHaveBeenCalledTimes(2);
  });

  it('count again when tasks change in this browser (one’s own completion sends one no message)', async () => {
    renderWithStore(<TaskSummaryCards />, createStore(TabsModel));
    await waitFor(() => expect(screen.getByTestId('task-card-assigned')).toHaveTextContent('3'));
    jest.mocked(fetchMyTaskSummary).mockResolvedValue({ assigned: 2, inProgress: 2, dueToday: 1, breached: 4, doneThisWeek: 13 });
    act(() => announceChange('tasks'));
    await waitFor(() => expect(screen.getByTestId('task-card-doneThisWeek')).toHaveTextContent('13'));
    expect(screen.getByTestId('task-card-assigned')).toHaveTextContent('2');
    expect(fetchMyTaskSummary).toHaveBeenCalledTimes(2);
  });
});
