import defaultSettings, { type PortalSettings } from './defaultSettings';
import prod from './config.prod';
import test from './config.test';

/** Per-environment overrides, picked by UMI_ENV at build time. */
const byEnv: Record<string, Partial<PortalSettings>> = { prod, test };

export function settingsFor(umiEnv: string | undefined): PortalSettings {
  return { ...defaultSettings, ...(byEnv[umiEnv ?? 'prod'] ?? { env: umiEnv }) };
}
