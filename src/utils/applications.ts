/** Systems and applications as the admin pages show and pick them. */
import type { SystemNode } from '@/services/systems';
import { localName } from '@/utils/localName';

export interface ApplicationOption {
  value: string;
  label: string;
  disabled?: boolean;
  children?: ApplicationOption[];
}

/** Cascader options system -> application; a system without applications cannot be picked. */
export function applicationOptions(systems: SystemNode[], locale: string): ApplicationOption[] {
  return systems.map((system) => ({
    value: system.systemNo,
    label: localName(system, locale),
    disabled: system.applications.length === 0,
    children: system.applications.map((app) => ({ value: app.applicationNo, label: localName(app, locale) })),
  }));
}

/** "System / Application" by numbers, in names where the systems are known. */
export function applicationLabel(
  systems: SystemNode[],
  systemNo: string | null | undefined,
  applicationNo: string | null | undefined,
  locale: string,
): string {
  if (!systemNo) return '-';
  const system = systems.find((s) => s.systemNo === systemNo);
  const app = system?.applications.find((a) => a.applicationNo === applicationNo);
  const systemText = system ? localName(system, locale) : systemNo;
  if (!applicationNo) return systemText;
  return `${systemText} / ${app ? localName(app, locale) : applicationNo}`;
}
