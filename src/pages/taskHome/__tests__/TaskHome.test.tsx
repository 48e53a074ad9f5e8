import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TabsModel from '@/models/tabs';
import { fetchPreferences, savePreference } from '@/services/preferences';
import { fetchMyTaskSummary } from '@/services/tasks';
import { createStore, initialStateHolder, renderWithStore, umiMax } from '../../../../tests/unit/fixtures/header';
import TaskHomePage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/tasks', () => ({ fetchMyTaskSummary: jest.fn() }));
jest.mock('@/services/preferences', () => ({ fetchPreferences: jest.fn(), savePreference: jest.fn() }));

const summary = { assigned: 3, inProgress: 2, dueToday: 1, breached: 4, doneThisWeek: 12 };

function renderPage() {
  const store = createStore(TabsModel);
  renderWithStore(<TaskHomePage />, store);
  return store;
}

const tabs = (store: ReturnType<typeof renderPage>) =>
  store.getState().tabs.panes.map((pane: { title: string; src: string }) => [pane.title, pane.src]);

describe('/taskHome', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    initialStateHolder.current = {};
    jest.mocked(fetchMyTaskSummary).mockResolvedValue(summary);
    jest.mocked(fetchPreferences).mockResolvedValue({});
    jest.mocked(savePreference).mockImplementation(async (_key, value) => ({ taskHomeGuideDismissed: value }));
  });

  it('shows the counts under the titles of the settings; a card opens My tasks filtered in a tab', async () => {
    initialStateHolder.current = {
      settings: { ...PORTAL_SETTINGS, taskCardTitles: { ...PORTAL_SETTINGS.taskCardTitles, breached: { 'zh-CN': '超期未办', 'en-US': 'Late' } } },
    } as never;
    const store = renderPage();
    const breached = screen.getByTestId('task-card-breached');
    await waitFor(() => expect(breached).toHaveTextContent('4'));
    expect(breached).toHaveTextContent('超期未办');
    expect(screen.getByTestId('task-card-assigned')).toHaveTextContent('待处理3');
    expect(screen.getByTestId('task-card-doneThisWeek')).toHaveTextContent('本周完成12');

    fireEvent.click(breached);
    expect(umiMax.history.push).toHaveBeenCalledWith('/taskMy?status=assigned%2CinProgress&sla=breached');
    expect(tabs(store)).toContainEqual(['我的任务', '/#/taskMy?status=assigned%2CinProgress&sla=breached']);
  });

  it('shows the guide until it is closed, keeps that per user, and brings it back on request', async () => {
    const store = renderPage();
    const guide = await screen.findByTestId('task-guide');
    expect(within(guide).getByText('打开我的任务')).toBeInTheDocument();
    expect(within(guide).getByText('完成或退回')).toBeInTheDocument();
    fireEvent.click(within(guide).getByText('待处理的任务'));
    expect(tabs(store)).toContainEqual(['待处理的任务', '/#/taskMy?status=assigned']);
    fireEvent.click(within(guide).getByText('待办事项'));
    expect(umiMax.history.push).toHaveBeenLastCalledWith('/lazarToDo');

    fireEvent.click(screen.getByTestId('task-guide-close'));
    await waitFor(() => expect(savePreference).toHaveBeenCalledWith('taskHomeGuideDismissed', true));
    expect(screen.queryByTestId('task-guide')).toBeNull();
    fireEvent.click(await screen.findByText('显示新手指引'));
    await waitFor(() => expect(savePreference).toHaveBeenLastCalledWith('taskHomeGuideDismissed', false));
    expect(await screen.findByTestId('task-guide')).toBeInTheDocument();
  });

  it('leaves the guide closed for a user who closed it, and offers a retry when the counts fail', async () => {
    jest.mocked(fetchPreferences).mockResolvedValue({ taskHomeGuideDismissed: true });
    jest.mocked(fetchMyTaskSummary).mockRejectedValueOnce(new Error('down'));
    renderPage();
    expect(await screen.findByText('显示新手指引')).toBeInTheDocument();
    expect(screen.queryByTestId('task-guide')).toBeNull();
    fireEvent.click(await screen.findByText(/重\s*试/));
    await waitFor(() => expect(screen.getByTestId('task-card-assigned')).toHaveTextContent('3'));
  });
});
