/** The demo accounts the login page offers when the server holds the demo data (mock mode, DEMO_DATA=on). */
import type { Static } from '@sinclair/typebox';
import type { DemoAccountItem } from '../../server/plugins/sys/contract';
import { requestData } from './request';

export type DemoAccount = Static<typeof DemoAccountItem>;

/** Empty unless the data is demo data. Quiet on failure: the login page works without it. */
export async function fetchDemoAccounts(): Promise<DemoAccount[]> {
  const { accounts } = await requestData<{ accounts: DemoAccount[] }>('/api/sys/demoAccounts', { method: 'GET', skipErrorHandler: true });
  return accounts;
}
