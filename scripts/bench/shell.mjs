#!/usr/bin/env node
/**
 * The shell in Chromium: time from navigation to an interactive shell (tab bar and user name
 * shown, signed in by cookie); with 20 mixed tabs open (admin table pages, portal pages, query
 * variants), the time to switch to an already open tab, from the click to the pane painted and
 * to the main thread idle again (the end of the last long task); and the JS heap with one tab
 * and with 20 tabs open, after a forced garbage collection: with every page held, and after the
 * hidden pages that keep their state have let go (the settings page's "hidden pages" set to its
 * shortest choice, 1 minute, so the bench waits a minute for it). Builds the front end first if
 * stale.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../frontend-build.mjs';
import { launchBrowser } from './lib/browser.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8132);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Pass-1';
const SWITCHES = 40;
// The home tab plus 19 more: every admin table page, the portal pages and query variants.
const ROUTES = [
  '/userManage', '/roleManage', '/userGroup', '/PostManage', '/menuManage', '/moduleManage',
  '/application', '/personalCenter', '/portal/download', '/myFeedback', '/portal/feedback',
  '/portal/settings', '/portal/myFeedback', '/userManage?n=2', '/roleManage?n=2',
  '/menuManage?n=2', '/PostManage?n=2', '/userGroup?n=2', '/portal/download?n=2',
];
const TABS = ['/#/home', ...ROUTES.map((route) => `/#${route}`)];
// Goals of a tab switch and of memory with all tabs open.
const GOAL_PAINTED_MS = 50;
const GOAL_IDLE_MS = 100;
const GOAL_HEAP_RATIO = 3;
// The main thread counts as idle once no long task has ended for this long.
const QUIET_MS = 300;
// The shortest "hidden pages" choice of the settings page, in minutes; the bench waits it out.
const RELEASE_MINUTES = 1;

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fssc-bench-shell-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOGIN_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

async function waitForServer() {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/docs/json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

let browser;
try {
  await waitForServer();
  browser = await launchBrowser();
  // Each load in a fresh browser context: empty cache, signed in by cookie.
  async function signedInContext() {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: BASE });
    const signin = await context.request.post('/api/oauth/signin', {
      data: { device: 'web', account: 'admin', password: PASSWORD, validateCode: '' },
    });
    if ((await signin.json()).data?.loginFlag !== 0) throw new Error('sign-in failed');
    return context;
  }
  const first = await signedInContext();
  // Read the launch notice once so it does not cover the shell.
  const notice = await (await first.request.get('/api/notice/current')).json();
  if (notice.data?.id) await first.request.post('/api/notice/read', { data: { id: notice.data.id } });

  const loads = [];
  let page;
  for (let i = 0; i < 5; i += 1) {
    const context = i === 0 ? first : await signedInContext();
    page = await context.newPage();
    const started = Date.now();
    await page.goto('/#/home');
    await page.getByTestId('user-name').waitFor();
    await page.locator('[role="tab"]').first().waitFor();
    loads.push(Date.now() - started);
  }

  // Long tasks (over 50 ms on the main thread) are collected from here on.
  await page.evaluate(() => {
    window.longTasks = [];
    performance.setResourceTimingBufferSize(100000);
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  });
  // Until no long task has ended and no request has finished for QUIET_MS.
  const settle = () =>
    page.evaluate(async (quiet) => {
      const lastActivity = () =>
        Math.max(
          0,
          ...window.longTasks.map((t) => t.startTime + t.duration),
          ...performance.getEntriesByType('resource').map((r) => r.responseEnd),
        );
      while (performance.now() - lastActivity() < quiet) await new Promise((r) => setTimeout(r, 50));
    }, QUIET_MS);
  const cdp = await page.context().newCDPSession(page);
  const heapUsed = async () => {
    await settle();
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  const oneTabHeap = await heapUsed();
  for (const src of TABS.slice(1)) {
    await page.evaluate((hash) => { window.location.hash = hash; }, src.slice(1));
    await page.locator(`[role="tab"][data-src="${src}"]`).waitFor();
    if (src === '/#/portal/settings') {
      // As a user would: the settings page's choice for hidden pages.
      await page.locator(`[data-testid="settings-release"] label:has(input[value="${RELEASE_MINUTES}"])`).click();
    }
    await settle();
  }
  const open = await page.locator('[role="tab"]').count();
  const allTabsHeap = await heapUsed();

  // Times one switch: from the click to the pane painted and to the main thread idle.
  const switchTo = (src) =>
    page.evaluate(async ({ target, quiet }) => {
      const tab = document.querySelector(`[role="tab"][data-src="${target}"]`);
      const pane = document.querySelector(`[data-pane="${target}"]`);
      // From the click until the frame that shows the tab's pane has been painted. The pane is
      // shown when its aria-hidden goes (seen by a mutation observer, whatever task commits it);
      // that frame's animation callbacks run before its style, layout and paint, so the end is the
      // task queued from there.
      const started = performance.now();
      await new Promise((resolve) => {
        const afterPaint = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (pane.hasAttribute('aria-hidden')) return;
          observer.disconnect();
          afterPaint();
        });
        observer.observe(pane, { attributes: true, attributeFilter: ['aria-hidden'] });
        tab.click();
      });
      const paintedAt = performance.now() - started;
      // Then until the main thread has been quiet for a while; long tasks are reported late.
      const ends = () => window.longTasks.map((t) => t.startTime + t.duration).filter((end) => end > started);
      const lastEnd = () => Math.max(started, ...ends());
      while (performance.now() - lastEnd() < quiet) await new Promise((r) => setTimeout(r, 50));
      return { painted: paintedAt, idle: Math.max(paintedAt, lastEnd() - started) };
    }, { target: src, quiet: QUIET_MS });

  // Every switch brings another tab to the front, all tabs in turn (7 and 20 are coprime).
  const painted = [];
  const idle = [];
  for (let i = 1; i <= SWITCHES; i += 1) {
    const src = TABS[(i * 7) % TABS.length];
    const timing = await switchTo(src);
    painted.push(timing.painted);
    idle.push(timing.idle);
  }

  // Every tab but the one in front hidden for longer than the setting: the pages that keep
  // their state have let go.
  await page.waitForTimeout(RELEASE_MINUTES * 60_000 + 2000);
  const choice = page.locator(`[data-testid="settings-release"] input[value="${RELEASE_MINUTES}"]`);
  if (!(await choice.isChecked())) {
    throw new Error('the settings page did not keep the choice for hidden pages');
  }
  const released = await page.locator('[data-released]').count();
  const releasedHeap = await heapUsed();
  // Bringing such a tab back mounts its page again (its data asked anew).
  const remounted = [];
  for (const src of await page.locator('[data-released]').evaluateAll((panes) => panes.map((p) => p.dataset.pane))) {
    remounted.push((await switchTo(src)).painted);
  }

  const verdict = (ok) => (ok ? 'pass' : 'FAIL');
  const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const ratio = releasedHeap / oneTabHeap;
  console.log(`navigation to interactive shell (empty cache): median ${median(loads)} ms (runs: ${loads.join(', ')} ms)`);
  console.log(`switch to an open tab (${open} mixed tabs open, ${SWITCHES} switches):`);
  console.log(`  click to pane painted: median ${median(painted).toFixed(1)} ms, p95 ${p95(painted).toFixed(1)} ms (goal <= ${GOAL_PAINTED_MS} ms: ${verdict(p95(painted) <= GOAL_PAINTED_MS)})`);
  console.log(`  click to main thread idle: median ${median(idle).toFixed(1)} ms, p95 ${p95(idle).toFixed(1)} ms (goal <= ${GOAL_IDLE_MS} ms: ${verdict(p95(idle) <= GOAL_IDLE_MS)})`);
  console.log(`JS heap after GC: one tab ${mib(oneTabHeap)}; ${open} tabs with every page held ${mib(allTabsHeap)} (${(allTabsHeap / oneTabHeap).toFixed(2)}x)`);
  console.log(`  to a tab whose page was let go (mounted again): median ${median(remounted).toFixed(1)} ms, max ${Math.max(...remounted).toFixed(1)} ms`);
  console.log(`  after ${RELEASE_MINUTES} min hidden, ${released} pages let go: ${mib(releasedHeap)}, ratio ${ratio.toFixed(2)} (goal <= ${GOAL_HEAP_RATIO}: ${verdict(ratio <= GOAL_HEAP_RATIO)})`);
} finally {
  await browser?.close();
  server.kill('SIGINT');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
