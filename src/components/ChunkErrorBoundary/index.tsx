/**
 * Error boundary around the page outlet. A page whose script or stylesheet chunk failed to
 * load (network error, 404 after a release, timeout) gets "this page could not be loaded"
 * and a Retry button that loads the chunk again; when a retry fails too, a full reload is
 * offered. Any other error shows a generic error screen with its message and a reload.
 * Navigating to another address clears the error.
 */
import { getIntl, useAppData, useLocation } from '@umijs/max';
import { Button, Result, Space } from 'antd';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { classifyLoadError, errorMessageOf, type LoadErrorClassification } from '@/utils/chunkError';
import { rememberLazyLoaders, resetFailedLazyLoaders } from '@/utils/lazyRetry';

export interface ChunkErrorBoundaryProps {
  children?: ReactNode;
  /** A change of this value (the route's path) clears the error. */
  resetKey?: unknown;
  /** Reloads the whole page; the default is `window.location.reload()`. */
  onReload?: () => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  classification?: LoadErrorClassification;
  /** Retries made for the current error; re-keys the children so they mount afresh. */
  retries: number;
}

/** The texts are read with getIntl: the boundary may sit outside the locale provider. */
function t(id: string): string {
  return getIntl().formatMessage({ id });
}

function reloadPage(): void {
  window.location.reload();
}

export class ChunkErrorBoundaryBase extends Component<ChunkErrorBoundaryProps, State> {
  state: State = { error: undefined, hasError: false, retries: 0 };

  constructor(props: ChunkErrorBoundaryProps) {
    super(props);
    // A boundary mounted afresh (a refreshed tab, a page opened again) loads a failed chunk anew.
    resetFailedLazyLoaders();
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true, classification: classifyLoadError(error) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for support; the user sees the screen below.
    console.error('page failed', error, info.componentStack);
  }

  componentDidUpdate(prev: ChunkErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(prev.resetKey, this.props.resetKey)) {
      resetFailedLazyLoaders();
      this.setState({ error: undefined, hasError: false, classification: undefined, retries: 0 });
    }
  }

  private retry = () => {
    resetFailedLazyLoaders();
    this.setState((s) => ({ error: undefined, hasError: false, classification: undefined, retries: s.retries + 1 }));
  };

  private reload = () => {
    (this.props.onReload ?? reloadPage)();
  };

  render() {
    const { hasError, error, classification, retries } = this.state;
    if (!hasError) return <Fragment key={retries}>{this.props.children}</Fragment>;

    const reloadButton = (primary: boolean) => (
      <Button key="reload" type={primary ? 'primary' : 'default'} onClick={this.reload} data-testid="page-reload">
        {t('chunkError.reload')}
      </Button>
    );

    if (classification && classification.kind !== 'other') {
      const retried = retries > 0;
      const subTitle = retried
        ? t('chunkError.retryFailed')
        : classification.reason === 'timeout'
          ? t('chunkError.timeout')
          : t('chunkError.subTitle');
      return (
        <div data-testid="chunk-error">
          <Result
            status="warning"
            title={t('chunkError.title')}
            subTitle={subTitle}
            extra={
              <Space>
                <Button type={retried ? 'default' : 'primary'} onClick={this.retry} data-testid="chunk-retry">
                  {t('chunkError.retry')}
                </Button>
                {retried && reloadButton(true)}
              </Space>
            }
          />
        </div>
      );
    }

    return (
      <div data-testid="page-error">
        <Result status="error" title={t('pageError.title')} subTitle={errorMessageOf(error)} extra={reloadButton(true)} />
      </div>
    );
  }
}

/**
 * Remembers the route loaders before the pages first render, so a retry can load a failed
 * chunk again. Umi's app data holds the route components.
 */
function useRememberRouteLoaders(): void {
  const appData = useAppData() as { routeComponents?: Record<string, unknown> } | undefined;
  rememberLazyLoaders(appData?.routeComponents);
}

/**
 * Around a page (inside the router). The error clears when `resetKey` changes; without one,
 * when the path changes. A kept-alive tab passes its own src, so switching tabs leaves its
 * error screen in place.
 */
export default function ChunkErrorBoundary({ children, onReload, resetKey }: ChunkErrorBoundaryProps) {
  useRememberRouteLoaders();
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundaryBase resetKey={resetKey ?? pathname} onReload={onReload}>
      {children}
    </ChunkErrorBoundaryBase>
  );
}

/** Around the whole app (Umi's `rootContainer`, outside the router): catches a failed layout chunk. */
export function AppChunkErrorBoundary({ children, onReload }: Omit<ChunkErrorBoundaryProps, 'resetKey'>) {
  useRememberRouteLoaders();
  return <ChunkErrorBoundaryBase onReload={onReload}>{children}</ChunkErrorBoundaryBase>;
}
