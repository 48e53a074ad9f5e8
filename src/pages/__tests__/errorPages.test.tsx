import { fireEvent, screen } from '@testing-library/react';
import { renderInApp } from '../../../tests/unit/inApp';
import mockMessages from '@/locales/en-US';
import NoAccessPage from '../401';
import NotFoundPage from '../404';
import ExceptionPage from '../exception';
import HomeRedirect from '../index';
import TabNotFoundPage from '../t404';
import { matchRoutes } from 'react-router';
import { HOME_ALIAS_ROUTE } from '@/utils/homeAlias';

const mockPush = jest.fn();
let mockSearch = '';

jest.mock('@umijs/max', () => ({
  useIntl: () => ({ formatMessage: ({ id }: { id: string }) => (mockMessages as Record<string, string>)[id] ?? id }),
  useSearchParams: () => [new URLSearchParams(mockSearch), jest.fn()],
  history: { push: (...args: unknown[]) => mockPush(...args) },
  Navigate: ({ to }: { to: string }) => <div data-testid="navigate">{to}</div>,
}));

const title = (page: string) => `${page} - ${(mockMessages as Record<string, string>)['app.title']}`;

describe('error pages', () => {
  beforeEach(() => {
    mockPush.mockClear();
    mockSearch = '';
  });

  it('/401 says the user has no access and leads back home', () => {
    renderInApp(<NoAccessPage />);
    expect(screen.getByTestId('error-401')).toBeInTheDocument();
    expect(screen.getByText('No permission')).toBeInTheDocument();
    expect(screen.getByText('Sorry, you have no access to this page.')).toBeInTheDocument();
    expect(document.title).toBe(title('No permission'));
    fireEvent.click(screen.getByTestId('back-home'));
    expect(mockPush).toHaveBeenCalledWith('/home');
  });

  it('/404 says the page does not exist and leads home', () => {
    renderInApp(<NotFoundPage />);
    expect(screen.getByTestId('error-404')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(document.title).toBe(title('Page not found'));
    fireEvent.click(screen.getByTestId('back-home'));
    expect(mockPush).toHaveBeenCalledWith('/home');
  });

  it('/t404 is the compact not-found page of a tab, without the back button', () => {
    renderInApp(<TabNotFoundPage />);
    expect(screen.getByTestId('error-t404')).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByTestId('back-home')).not.toBeInTheDocument();
  });

  it('/exception shows errorCode and errorMessage from the query', () => {
    mockSearch = 'errorCode=E1002&errorMessage=The%20ledger%20is%20closed';
    renderInApp(<ExceptionPage />);
    expect(screen.getByTestId('error-code')).toHaveTextContent('E1002');
    expect(screen.getByTestId('error-message')).toHaveTextContent('The ledger is closed');
    expect(screen.getByText('Error code')).toBeInTheDocument();
    expect(screen.getByText('Error message')).toBeInTheDocument();
    expect(document.title).toBe(title('Something went wrong'));
    fireEvent.click(screen.getByTestId('back-home'));
    expect(mockPush).toHaveBeenCalledWith('/home');
  });

  it('/exception shows only what the query carries', () => {
    mockSearch = 'errorMessage=timeout';
    renderInApp(<ExceptionPage />);
    expect(screen.getByTestId('error-message')).toHaveTextContent('timeout');
    expect(screen.queryByTestId('error-code')).not.toBeInTheDocument();
  });

  it('/exception without details says only that something went wrong', () => {
    renderInApp(<ExceptionPage />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The page ran into a problem. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByTestId('error-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-message')).not.toBeInTheDocument();
  });

  it('/@index leads home like /, beside the layout that cannot match it', () => {
    const layout = { path: '/', children: [{ path: 'home' }, { path: '*' }] };
    expect(matchRoutes([layout], '/@index')).toBeNull();
    const matched = matchRoutes([HOME_ALIAS_ROUTE, layout], '/@index');
    expect(matched?.map((m) => m.route.path)).toEqual(['/@index']);
    renderInApp(HOME_ALIAS_ROUTE.element);
    expect(screen.getByTestId('navigate')).toHaveTextContent('/home');
    renderInApp(<HomeRedirect />);
    expect(screen.getAllByTestId('navigate')[1]).toHaveTextContent('/home');
  });
});
