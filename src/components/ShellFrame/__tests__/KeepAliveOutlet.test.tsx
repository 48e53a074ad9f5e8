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
  const menuPath = useContext(LayoutRouteContext).currentMenu?.path;
  const [text, setText] = useState('');
  return <input aria-label={name} data-menu={menuPath} value={text} onChange={(e) => setText(e.target.value)} />;
}

const PANES = ['/#/a', '/#/b'].map((src) => ({ src, title: src, closable: true }));
const openAll = (_pathname: string, page: React.ReactNode) => page;
let switchTo: (src: string) => void = () => {};

/** The layout as in the app: it renders on every navigation and gives a new route context each time. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <LayoutRouteContext.Provider value={{ currentMenu: { path: pathname } }}>
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

  it('renders the page shown on a tab switch, never the page hidden', () => {
    renderShell();
    expect(pane('/#/a').style.display).toBe('none');
    expect(pane('/#/b').style.display).toBe('');

    const bInFront = { ...renders };
    act(() => switchTo('/#/a'));
    expect(pane('/#/a').style.display).toBe('');
    expect(pane('/#/b').style.display).toBe('none');
    expect(renders.a).toBeGreaterThan(bInFront.a);
    expect(renders.b).toBe(bInFront.b);

    const aInFront = { ...renders };
    act(() => switchTo('/#/b'));
    expect(renders.a).toBe(aInFront.a);
    // The hidden page still sees its own place in the layout, not the page in front.
    expect(screen.getByLabelText('a')).toHaveAttribute('data-menu', '/a');
    expect(screen.getByLabelText('b')).toHaveAttribute('data-menu', '/b');
  });

  it('keeps what a hidden page holds', () => {
    renderShell();
    fireEvent.change(screen.getByLabelText('b'), { target: { value: 'kept' } });
    act(() => switchTo('/#/a'));
    act(() => switchTo('/#/b'));
    expect(screen.getByLabelText('b')).toHaveValue('kept');
  });
});
