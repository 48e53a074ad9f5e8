/** The page-view record built when the active tab changes (spec section 3). */
import type { CurrentUser } from '@/services/auth';
import type { Application, System } from '@/services/home';
import type { TabPane } from './tabs';

export interface PageViewRecord {
  jobNo: string;
  zoneNo: string;
  zoneName: string;
  region: string;
  systemNo: string;
  systemName: string;
  applicationNo: string;
  applicationName: string;
  moduleNo: string;
  pageName: string;
}

export function buildPageView(
  user: Pick<CurrentUser, 'jobNo' | 'userNo' | 'zoneNo' | 'zoneName' | 'region'> | undefined,
  system: System | undefined,
  app: Application | undefined,
  pane: TabPane,
): PageViewRecord {
  return {
    jobNo: user?.jobNo || user?.userNo || '',
    zoneNo: user?.zoneNo ?? '',
    zoneName: user?.zoneName ?? '',
    region: user?.region ?? '',
    systemNo: system?.systemNo ?? '',
    systemName: system?.name ?? '',
    applicationNo: app?.applicationNo ?? '',
    applicationName: app?.name ?? '',
    moduleNo: pane.menuItem?.moduleNo ?? '',
    pageName: pane.title,
  };
}
