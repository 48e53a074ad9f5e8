#!/usr/bin/env node
/**
 * The shell in Chromium: time from navigation to an interactive shell (tab bar and user name
 * shown, signed in by cookie), and the time to switch to an already open tab with 20 tabs
 * open (click to the pane painted). Builds the front end first if stale.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuild } from '../frontend-build.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8132);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-Pass-1';
const TABS = 20;
const SWITCHES = 30;

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
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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

  for (let i = 1; i < TABS; i += 1) {
    await page.evaluate((n) => { window.location.hash = `#/portal/download?n=${n}`; }, i);
    await page.locator(`[role="tab"][data-src="/#/portal/download?n=${i}"]`).waitFor();
  }
  const open = await page.locator('[role="tab"]').count();

  const switches = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    const src = i % 2 ? '/#/home' : `/#/portal/download?n=${1 + (i % (TABS - 1))}`;
    switches.push(
      await page.evaluate(async (target) => {
        const tab = document.querySelector(`[role="tab"][data-src="${target}"]`);
        const started = performance.now();
        tab.click();
        // Until the tab's pane is shown and a frame has been painted.
        await new Promise((resolve) => {
          const check = () => {
            const pane = document.querySelector(`[data-pane="${target}"]`);
            if (pane && pane.style.display !== 'none') requestAnimationFrame(() => resolve());
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      }, src),
    );
  }

  console.log(`navigation to interactive shell (empty cache): median ${median(loads)} ms (runs: ${loads.join(', ')} ms)`);
  console.log(`switch to an open tab (${open} tabs open): median ${median(switches).toFixed(1)} ms, p95 ${p95(switches).toFixed(1)} ms over ${SWITCHES} switches`);
} finally {
  await browser?.close();
  server.kill('SIGINT');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
