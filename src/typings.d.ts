import type { PortalSettings } from '../config/defaultSettings';

declare global {
  /** The product settings of this build (config/settings.ts), injected by `define`. */
  const PORTAL_SETTINGS: PortalSettings;
}
