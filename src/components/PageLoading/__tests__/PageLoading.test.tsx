import { act, render, screen } from '@testing-library/react';
import mockMessages from '@/locales/en-US';
import PageLoading, { ROUTE_LOADING_DELAY_MS, RouteLoading } from '../index';
import Loading from '@/loading';

jest.mock('@umijs/max', () => {
  const intl = { formatMessage: ({ id }: { id: string }) => (mockMessages as Record<string, string>)[id] ?? id };
  return { useIntl: () => intl, getIntl: () => intl };
});

describe('PageLoading', () => {
  it('is a full-page screen with a large spinner', () => {
    render(<PageLoading />);
    const screenEl = screen.getByTestId('page-loading');
    expect(screenEl).toHaveAttribute('aria-busy', 'true');
    expect(screenEl).toHaveAttribute('aria-label', 'Loading the page');
    expect(screenEl.querySelector('.ant-spin-lg')).not.toBeNull();
  });
});

describe('RouteLoading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for the first 200 ms, then reads exactly "loading..."', () => {
    expect(ROUTE_LOADING_DELAY_MS).toBe(200);
    render(<RouteLoading />);
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByTestId('route-loading')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('route-loading')).toHaveTextContent(/^loading\.\.\.$/);
  });

  it('never shows when the chunk arrives within the delay', () => {
    const { unmount, container } = render(<RouteLoading />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('route-loading')).toBeNull();
  });

  it("is Umi's route loading component (src/loading.tsx)", () => {
    render(<Loading />);
    act(() => {
      jest.advanceTimersByTime(ROUTE_LOADING_DELAY_MS);
    });
    expect(screen.getByTestId('route-loading')).toHaveTextContent('loading...');
  });
});
