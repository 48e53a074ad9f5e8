import { RouteContext as LayoutRouteContext } from '@ant-design/pro-components';
import { act, fireEvent, screen } from '@testing-library/react';
import { useContext, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { renderInApp } from '../../../../tests/unit/inApp';
import { routeOfSrc, srcOfLocation } from '@/utils/pane';
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

function renderShell() {
  renderInApp(
    <MemoryRouter initialEntries={['/a']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/a" element={<CountingPage name="a" />} />
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
