import { fireEvent, screen } from '@testing-library/react';
import { Button, Result, Space } from 'antd';
import { renderInApp } from '../../../../tests/unit/inApp';
import { lazy, Suspense } from 'react';
import mockMessages from '@/locales/en-US';
import { forgetLazyLoaders } from '@/utils/lazyRetry';
import ChunkErrorBoundary, { AppChunkErrorBoundary, ChunkErrorBoundaryBase } from '../index';

let mockRouteComponents: Record<string, unknown> = {};
let mockPathname = '/users';

jest.mock('@umijs/max', () => ({
  getIntl: () => ({ formatMessage: ({ id }: { id: string }) => (mockMessages as Record<string, string>)[id] ?? id }),
  useAppData: () => ({ routeComponents: mockRouteComponents }),
  useLocation: () => ({ pathname: mockPathname }),
}));

function chunkLoadError(type = 'error') {
  const error = new Error(`Loading chunk p__users failed.\n(${type}: http://localhost/p__users.js)`) as Error & { type: string };
  error.name = 'ChunkLoadError';
  error.type = type;
  return error;
}

const UsersPage = () => <div>users page</div>;

/** A route component like Umi's: React.lazy around a chunk import, which fails `failures` times. */
function lazyPage(failures: number, error: () => unknown = chunkLoadError) {
  let calls = 0;
  const loader = jest.fn(() => {
    calls += 1;
    return calls <= failures ? Promise.reject(error()) : Promise.resolve({ default: UsersPage });
  });
  return { Page: lazy(loader), loader };
}

function renderPage(Page: ReturnType<typeof lazyPage>['Page'], onReload = jest.fn()) {
  mockRouteComponents = { 'users/index': Page };
  const view = renderInApp(
    <ChunkErrorBoundary onReload={onReload}>
      <Suspense fallback={<div>loading...</div>}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>,
  );
  return { ...view, onReload };
}

describe('ChunkErrorBoundary', () => {
  // antd registers a component's styles at its first render in the file (a few hundred ms in
  // jsdom, several times that beside other suites): done here, the error screens below appear
  // within the queries' wait.
  beforeAll(() => {
    const errorScreen = <Result status="error" title="-" extra={<Space><Button>-</Button></Space>} />;
    renderInApp(errorScreen).unmount();
  });

  beforeEach(() => {
    forgetLazyLoaders();
    mockPathname = '/users';
    // React reports caught render errors on the console.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the page when nothing fails', async () => {
    const { Page } = lazyPage(0);
    renderPage(Page);
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });

  it('offers a retry for a failed chunk, and the retry loads the chunk again and renders the page', async () => {
    const { Page, loader } = lazyPage(1);
    renderPage(Page);

    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('page-reload')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('chunk-retry'));
    expect(await screen.findByText('users page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('says when the chunk timed out', async () => {
    const { Page } = lazyPage(1, () => chunkLoadError('timeout'));
    renderPage(Page);
    expect(await screen.findByText(mockMessages['chunkError.timeout'])).toBeInTheDocument();
  });

  it('treats a failed stylesheet chunk like a failed script chunk', async () => {
    const { Page } = lazyPage(1, () => Object.assign(new Error('Loading CSS chunk 12 failed.\n(/p.css)'), { code: 'CSS_CHUNK_LOAD_FAILED' }));
    renderPage(Page);
    expect(await screen.findByTestId('chunk-error')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('chunk-retry'));
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });

  it('offers a full reload when the retry fails again', async () => {
    const { Page } = lazyPage(5);
    const { onReload } = renderPage(Page);
    fireEvent.click(await screen.findByTestId('chunk-retry'));

    expect(await screen.findByText(mockMessages['chunkError.retryFailed'])).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('page-reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    // Retry stays available.
    expect(screen.getByTestId('chunk-retry')).toBeInTheDocument();
  });

  it('shows other errors with their message and a reload button', () => {
    const Broken = () => {
      throw new Error('cannot read menus');
    };
    const onReload = jest.fn();
    renderInApp(
      <ChunkErrorBoundary onReload={onReload}>
        <Broken />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('This page ran into an error')).toBeInTheDocument();
    expect(screen.getByText('cannot read menus')).toBeInTheDocument();
    expect(screen.queryByTestId('chunk-retry')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('page-reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('clears the error when the path changes', () => {
    let fail = true;
    const Page = () => {
      if (fail) throw new Error('boom');
      return <div>other page</div>;
    };
    const { rerender } = renderInApp(
      <ChunkErrorBoundary>
        <Page />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByTestId('page-error')).toBeInTheDocument();
    fail = false;
    mockPathname = '/roles';
    rerender(
      <ChunkErrorBoundary>
        <Page />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('other page')).toBeInTheDocument();
  });

  it('keeps the error of a kept-alive tab (own resetKey) while the path changes', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const { rerender } = renderInApp(
      <ChunkErrorBoundary resetKey="/#/users">
        <Broken />
      </ChunkErrorBoundary>,
    );
    mockPathname = '/roles';
    rerender(
      <ChunkErrorBoundary resetKey="/#/users">
        <Broken />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByTestId('page-error')).toBeInTheDocument();
  });

  it('loads a failed chunk anew when the page is mounted again (a refreshed tab)', async () => {
    const { Page, loader } = lazyPage(1);
    const { unmount } = renderPage(Page);
    expect(await screen.findByTestId('chunk-error')).toBeInTheDocument();
    unmount();
    renderPage(Page);
    expect(await screen.findByText('users page')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('works around the whole app as well (no router needed)', async () => {
    const { Page } = lazyPage(1);
    mockRouteComponents = { layout: Page };
    renderInApp(
      <AppChunkErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </AppChunkErrorBoundary>,
    );
    fireEvent.click(await screen.findByTestId('chunk-retry'));
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });

  it('reloads the window by default', () => {
    const reload = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    const Broken = () => {
      throw new Error('x');
    };
    renderInApp(
      <ChunkErrorBoundaryBase>
        <Broken />
      </ChunkErrorBoundaryBase>,
    );
    fireEvent.click(screen.getByTestId('page-reload'));
    expect(reload).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
});
