/**
 * Headless Chromium for the benchmarks, and what a page loads: its script responses with the
 * bytes each took on the wire, read from the DevTools protocol.
 */
import { createRequire } from 'node:module';
import { chromium, errors } from 'playwright-core';
import { ADMIN_PASSWORD } from './server.mjs';

const launch = createRequire(import.meta.url)('../../chromium.json');

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? launch.path, args: launch.args });
}

/** A fresh context (empty cache) signed in as admin by cookie. */
export async function signedInContext(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  const signin = await context.request.post('/api/oauth/signin', {
    data: { device: 'web', account: 'admin', password: ADMIN_PASSWORD, validateCode: '' },
  });
  if ((await signin.json()).data?.loginFlag !== 0) throw new Error('sign-in failed');
  return context;
}

/**
 * Records the page's script responses on a CDP session of it: URL -> bytes transferred
 * (headers and encoded body, Network.loadingFinished encodedDataLength; 0 when from cache).
 * Start it before navigating.
 */
export async function watchScripts(cdp) {
  const scripts = new Map();
  const pending = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') pending.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = pending.get(requestId);
    if (url === undefined) return;
    pending.delete(requestId);
    scripts.set(url, encodedDataLength);
  });
  await cdp.send('Network.enable');
  return scripts;
}

/** Until the page has made no request for 500 ms, or 30 s have passed (a page that polls never settles). */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch((error) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
