import { RouteContext as LayoutRouteContext } from '@ant-design/pro-components';
import { act, fireEvent, screen } from '@testing-library/react';
import { useContext, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { renderInApp } from '../../../../tests/unit/inApp';
import { usePaneState, useReleaseWhenHidden } from '@/hooks/usePaneKeep';
import { routeOfSrc, srcOfLocation } from '@/utils/pane';
import { PANE_RELEASE_STORAGE_KEY } from '@/utils/paneRelease';
import KeepAliveOutlet from '../KeepAliveOutlet';

jest.mock('@umijs/max', () => {
  const router = jest.requireActual('react-router');
  return {
    useLocation: router.useLocation,
    useOutlet: router.useOutlet,
    useAppData: () => ({}),
    getIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
  };
});

let renders: Record<string, number> = {};

/** A page with a field of its own that reads the layout's route context (as a page container does), counting its renders. */
function CountingPage({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const { currentMenu, collapsed } = useContext(LayoutRouteContext);
  const [text, setText] = useState('');
  return (
    <input
      aria-label={name}
      data-menu={currentMenu?.path}
      data-collapsed={String(Boolean(collapsed))}
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

let holdKeeping: (holding: boolean) => void = () => {};

/** A page that keeps its field's text with its pane and may be let go unless it holds. */
function KeepingPage() {
  const [text, setText] = usePaneState('text', '');
  const [holding, setHolding] = useState(false);
  holdKeeping = setHolding;
  useReleaseWhenHidden(!holding);
  return <input aria-label="a" value={text} onChange={(e) => setText(e.target.value)} />;
}

const PANES = ['/#/a', '/#/b'].map((src) => ({ src, title: src, closable: true }));
const openAll = (_pathname: string, page: React.ReactNode) => page;
let switchTo: (src: string) => void = () => {};
let collapseMenu: (collapsed: boolean) => void = () => {};

/** The layout as in the app: it renders on every navigation and gives a new route context each time. */
function Layout() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  collapseMenu = setCollapsed;
  return (
    <LayoutRouteContext.Provider value={{ currentMenu: { path: pathname }, collapsed }}>
      <Shell />
    </LayoutRouteContext.Provider>
  );
}

/** The shell as in the app: a switch first brings the tab to the front, then the address follows it. */
function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const [activeKey, setActiveKey] = useState(srcOfLocation(location));
  switchTo = setActiveKey;
  useEffect(() => {
    if (activeKey !== srcOfLocation(location)) navigate(routeOfSrc(activeKey));
  }, [activeKey, location, navigate]);
  return <KeepAliveOutlet panes={PANES} activeKey={activeKey} generations={{}} guard={openAll} />;
}

function renderShell(pageA = <CountingPage name="a" />) {
  renderInApp(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/a" element={pageA} />
          <Route path="/b" element={<CountingPage name="b" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  act(() => switchTo('/#/b'));
}

const pane = (src: string) => document.querySelector<HTMLElement>(`[data-pane="${src}"]`)!;

describe('KeepAliveOutlet', () => {
  beforeEach(() => {
    renders = {};
  });

  it('shows a kept page again without rendering it, and never renders the page hidden', () => {
    renderShell();
    expect(pane('/#/a')).toHaveAttribute('aria-hidden', 'true');
    expect(pane('/#/b')).not.toHaveAttribute('aria-hidden');
    expect(screen.queryByRole('textbox', { name: 'a' })).toBeNull();

    const bInFront = { ...renders };
    act(() => switchTo('/#/a'));
    expect(pane('/#/a')).not.toHaveAttribute('aria-hidden');
    expect(pane('/#/b')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'a' })).toBeInTheDocument();
    // Its address and its place in the layout are what it last rendered with.
    expect(renders).toEqual(bInFront);

    act(() => switchTo('/#/b'));
    // The hidden page still sees its own place in the layout, not the page in front.
    expect(screen.getByLabelText('a')).toHaveAttribute('data-menu', '/a');
    expect(screen.getByLabelText('b')).toHaveAttribute('data-menu', '/b');
  });

  it('renders a page shown again when what it reads of the layout changed while it was hidden', () => {
    renderShell();
    act(() => collapseMenu(true));
    expect(screen.getByLabelText('b')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByLabelText('a')).toHaveAttribute('data-collapsed', 'false');

    const bInFront = { ...renders };
    act(() => switchTo('/#/a'));
    expect(renders.a).toBeGreaterThan(bInFront.a);
    expect(screen.getByLabelText('a')).toHaveAttribute('data-collapsed', 'true');
  });

  it('keeps what a hidden page holds', () => {
    renderShell();
    fireEvent.change(screen.getByLabelText('b'), { target: { value: 'kept' } });
    act(() => switchTo('/#/a'));
    act(() => switchTo('/#/b'));
    expect(screen.getByLabelText('b')).toHaveValue('kept');
  });
});

describe('KeepAliveOutlet, a page hidden for a while', () => {
  const MINUTE = 60_000;
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.setItem(PANE_RELEASE_STORAGE_KEY, '1');
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });
  /** Types into page a, then brings b to the front. */
  function hideTypedA() {
    renderShell(<KeepingPage />);
    act(() => switchTo('/#/a'));
    fireEvent.change(screen.getByLabelText('a'), { target: { value: 'kept' } });
    act(() => switchTo('/#/b'));
  }

  it('lets its page go after the time set, and mounts it with what it kept when shown', () => {
    hideTypedA();
    act(() => jest.advanceTimersByTime(MINUTE - 1000));
    expect(screen.getByLabelText('a')).toHaveValue('kept');
    act(() => jest.advanceTimersByTime(2000));
    expect(pane('/#/a')).toHaveAttribute('data-released', 'true');
    expect(screen.queryByLabelText('a')).toBeNull();

    act(() => switchTo('/#/a'));
    expect(pane('/#/a')).not.toHaveAttribute('data-released');
    expect(screen.getByLabelText('a')).toHaveValue('kept');
  });

  it('keeps a page that holds something until it stops holding', () => {
    hideTypedA();
    act(() => holdKeeping(true));
    act(() => jest.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByLabelText('a')).toBeInTheDocument();
    act(() => holdKeeping(false));
    expect(screen.queryByLabelText('a')).toBeNull();
  });

  it('keeps pages that do not keep their state, and every page when the setting says never', () => {
    renderShell();
    act(() => jest.advanceTimersByTime(5 * MINUTE));
    expect(screen.getByLabelText('a')).toBeInTheDocument();

    localStorage.setItem(PANE_RELEASE_STORAGE_KEY, '0');
    act(() => switchTo('/#/a'));
    act(() => switchTo('/#/b'));
    act(() => jest.advanceTimersByTime(60 * MINUTE));
    expect(screen.getByLabelText('a')).toBeInTheDocument();
  });
});
