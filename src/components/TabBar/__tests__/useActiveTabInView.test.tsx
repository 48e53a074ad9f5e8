import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useActiveTabInView } from '../useActiveTabInView';

/** An IntersectionObserver the test reports through: `report(src, ratio)`. */
class FakeObserver {
  static last: FakeObserver;
  targets: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  report(src: string, intersectionRatio: number) {
    const target = this.targets.find((t) => (t as HTMLElement).dataset.src === src)!;
    this.callback([{ target, intersectionRatio } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Bar({ srcs, activeKey }: { srcs: string[]; activeKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useActiveTabInView(ref, activeKey, srcs);
  return (
    <div ref={ref}>
      {srcs.map((src) => (
        <div key={src} role="tab" data-src={src} aria-selected={src === activeKey} />
      ))}
    </div>
  );
}

describe('useActiveTabInView', () => {
  const scrolled: string[] = [];
  beforeAll(() => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
      scrolled.push(this.dataset.src!);
    };
  });
  afterAll(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  it('scrolls to a tab not fully in view, and not to one that is', () => {
    const srcs = ['/#/home', '/#/a', '/#/b'];
    const { rerender } = render(<Bar srcs={srcs} activeKey="/#/home" />);
    // Nothing reported yet: the tab in front is scrolled to.
    expect(scrolled).toEqual(['/#/home']);
    FakeObserver.last.report('/#/a', 1);
    FakeObserver.last.report('/#/b', 0.4);
    rerender(<Bar srcs={srcs} activeKey="/#/a" />);
    rerender(<Bar srcs={srcs} activeKey="/#/b" />);
    expect(scrolled).toEqual(['/#/home', '/#/b']);
  });

  it('observes the tabs anew when they change, even to as many as before', () => {
    const { rerender } = render(<Bar srcs={['/#/home', '/#/a']} activeKey="/#/home" />);
    FakeObserver.last.report('/#/a', 1);
    const replaced = ['/#/home', '/#/c'];
    rerender(<Bar srcs={replaced} activeKey="/#/home" />);
    expect(FakeObserver.last.targets.map((t) => (t as HTMLElement).dataset.src)).toEqual(replaced);
    // What was seen of the old tabs is forgotten until the new observer reports.
    rerender(<Bar srcs={replaced} activeKey="/#/c" />);
    expect(scrolled).toEqual(['/#/home', '/#/c']);
    FakeObserver.last.report('/#/home', 1);
    rerender(<Bar srcs={replaced} activeKey="/#/home" />);
    expect(scrolled).toEqual(['/#/home', '/#/c']);
  });
});
