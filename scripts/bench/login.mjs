#!/usr/bin/env node
/**
 * Our login page side by side with another product's (`--peer URL` or BENCH_PEER): cold loads
 * interleaved (ours, peer, ours, peer...), each in a fresh browser context, `--runs N` pairs
 * unthrottled and then throttled. Prints the median time from navigation start to the login
 * form visible and enabled, the ratio ours / peer against the goal, and the JS each page
 * loads. Timings are reported, never failed on. Builds the front end first if stale.
 *
 *   node scripts/bench/login.mjs [--runs 9] [--peer URL] [--peer-ready 'CSS selector']
 */
import { parseArgs } from 'node:util';
import { ensureBuild } from '../frontend-build.mjs';
import { kib, launchBrowser, settle, watchScripts } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8137);
/** The login form is usable once its password input is. */
const PASSWORD_INPUT = 'input[type="password"]';
/** Goal of the issue "Speed": our login form ready in at most half the peer's time. */
const GOAL_RATIO = 0.5;
/** A slow mobile connection on a slow CPU: 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s each way. */
const THROTTLING = { cpuRate: 4, latencyMs: 150, bytesPerSecond: 1.6e6 / 8 };
const LOAD_TIMEOUT_MS = 120_000;

const { values: args } = parseArgs({
  options: { runs: { type: 'string' }, peer: { type: 'string' }, 'peer-ready': { type: 'string' } },
});
const runs = Number(args.runs ?? process.env.BENCH_RUNS ?? 9);
const peer = args.peer ?? process.env.BENCH_PEER;
const peerReady = args['peer-ready'] ?? process.env.BENCH_PEER_READY ?? PASSWORD_INPUT;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${args.runs}`);

/** Runs in the page from its first script: stamps the wall-clock time the form became usable. */
function markReady(selector) {
  const check = () => {
    const input = document.querySelector(selector);
    const box = input?.getBoundingClientRect();
    const usable = input && box.width > 0 && box.height > 0 && input.matches(':enabled')
      && input.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (usable) window.loginReadyAt = Date.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function throttle(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.bytesPerSecond,
    uploadThroughput: THROTTLING.bytesPerSecond,
  });
}

/** One cold load: ms from navigation start to the form usable, and the JS the page loads. */
async function coldLoad(browser, url, ready, throttled) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(markReady, ready);
    const cdp = await context.newCDPSession(page);
    const scripts = await watchScripts(cdp);
    if (throttled) await throttle(cdp);
    // Both clocks are this machine's: the page's Date.now() is comparable with ours.
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const readyAt = await page.waitForFunction(() => window.loginReadyAt, undefined, { timeout: LOAD_TIMEOUT_MS });
    const ms = (await readyAt.jsonValue()) - started;
    await settle(page);
    return { ms, jsBytes: [...scripts.values()].reduce((a, b) => a + b, 0), jsFiles: scripts.size };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summary(loads) {
  return {
    ms: median(loads.map((l) => l.ms)),
    runs: loads.map((l) => l.ms),
    jsBytes: median(loads.map((l) => l.jsBytes)),
    jsFiles: median(loads.map((l) => l.jsFiles)),
  };
}

ensureBuild();
const ours = await startServer(PORT);
const oursUrl = `${ours.base}/#/login`;
let browser;
try {
  browser = await launchBrowser();
  const results = [];
  for (const throttled of [false, true]) {
    const loads = { ours: [], peer: [] };
    for (let i = 0; i < runs; i += 1) {
      loads.ours.push(await coldLoad(browser, oursUrl, PASSWORD_INPUT, throttled));
      if (peer) loads.peer.push(await coldLoad(browser, peer, peerReady, throttled));
    }
    results.push({ mode: throttled ? 'throttled' : 'unthrottled', ours: summary(loads.ours), peer: peer && summary(loads.peer) });
  }

  const throttling = `${THROTTLING.cpuRate}x CPU, ${THROTTLING.latencyMs} ms RTT, ${(THROTTLING.bytesPerSecond * 8) / 1e6} Mbit/s down and up`;
  console.log(`login form visible and enabled, from navigation start, cold (empty cache), median of ${runs}; throttled: ${throttling}`);
  console.log(`  ours: ${oursUrl} (${PASSWORD_INPUT})`);
  if (peer) console.log(`  peer: ${peer} (${peerReady})`);
  const row = (cells) => console.log(`  ${cells.map((c, i) => String(c)[i ? 'padStart' : 'padEnd'](i ? 10 : 12)).join('')}`);
  if (peer) {
    row(['', 'ours ms', 'peer ms', 'ratio', 'goal', 'result']);
    for (const { mode, ours: o, peer: p } of results) {
      const ratio = o.ms / p.ms;
      row([mode, o.ms.toFixed(0), p.ms.toFixed(0), ratio.toFixed(2), `<= ${GOAL_RATIO.toFixed(2)}`, ratio <= GOAL_RATIO ? 'PASS' : 'FAIL']);
    }
  } else {
    row(['', 'ours ms']);
    for (const { mode, ours: o } of results) row([mode, o.ms.toFixed(0)]);
  }
  for (const { mode, ours: o, peer: p } of results) {
    console.log(`  ${mode} runs: ours ${o.runs.join(', ')} ms${p ? `; peer ${p.runs.join(', ')} ms` : ''}`);
  }
  // The same files load either way; the unthrottled loads give the figure.
  const { ours: o, peer: p } = results[0];
  console.log(`JS transferred (headers and encoded bodies, until the network is idle): ours ${kib(o.jsBytes)} in ${o.jsFiles} files`
    + (p ? `, peer ${kib(p.jsBytes)} in ${p.jsFiles} files` : ''));
  if (!peer) {
    console.log('No peer given: compare with another login page by `node scripts/bench/login.mjs --peer URL [--peer-ready SELECTOR]`'
      + ' or `BENCH_PEER=URL npm run bench` (`--peer-ready` defaults to input[type="password"]).');
  }
} finally {
  await browser?.close();
  await ours.stop();
}
