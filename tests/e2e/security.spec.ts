/**
 * The portal under its own Content-Security-Policy: signing in and using the shell (menus,
 * tabs, an embedded page, the administration pages) breaks no rule of it; and a page of
 * another origin (another port of the same host) cannot show the portal in a frame.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { activeSrc, sideMenuItem, signInPastNotice } from './helpers';

/** Every CSP violation the page or its frames report, and every console line about one. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} in ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('signing in and using the shell breaks no rule of the Content-Security-Policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/#/login');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  await signInPastNotice(page);
  await sideMenuItem(page, '个人中心').click();
  await expect.poll(() => activeSrc(page)).toBe('/#/personalCenter');
  // An embedded page (same origin) in a frame tab, and its call to the shell.
  await sideMenuItem(page, '嵌入页示例').click();
  const frame = page.frameLocator('[data-testid="page-frame"]');
  await frame.locator('#open-tab').click();
  await expect.poll(() => activeSrc(page)).toBe('/#/home');
  // An administration page: tables, forms, antd's run-time styles.
  if (!(await sideMenuItem(page, '用户管理').isVisible())) await sideMenuItem(page, '系统管理').click();
  await sideMenuItem(page, '用户管理').click();
  await expect(page.getByTestId('org-tree')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('a page of another origin cannot show the portal in a frame', async ({ page, baseURL }) => {
  // Another port of the same host: same site, another origin.
  const server: Server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>elsewhere</title><iframe id="portal" src="${baseURL}/#/login" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
  });
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = await (await page.locator('#portal').elementHandle())!.contentFrame();
    expect(frame).not.toBeNull();
    // The browser refuses the document: the frame holds its error page, never the portal.
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(frame!.url()).not.toContain(baseURL!);
    expect(await frame!.locator('#root, input[placeholder="账号"]').count()).toBe(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
