/**
 * The system and application the shell opens with (spec sections 3 and 4): one rule for the
 * client's system switcher and for the menus the boot answer sends along. No server imports,
 * so the client uses it as it is (the home area's constants file: plain values and rules).
 */
interface Choosable {
  systemNo: string;
  name: string;
  applications: { applicationNo: string }[];
}

/** System choice by name defaults to fssc: the configured system number, matched without case. */
export function pickDefaultSystem<S extends Choosable>(systems: S[], preferred = 'fssc'): S | undefined {
  const wanted = preferred.toLowerCase();
  return systems.find((s) => s.systemNo.toLowerCase() === wanted || s.name.toLowerCase() === wanted) ?? systems[0];
}

export function pickDefaultApp<S extends Choosable>(system: S | undefined, preferredNo?: string): S['applications'][number] | undefined {
  const apps = system?.applications ?? [];
  return apps.find((a) => a.applicationNo === preferredNo) ?? apps[0];
}
