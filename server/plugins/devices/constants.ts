/** Plain values of user devices and sessions (/userDeviceManage and the personal center). */

/** The module whose buttons guard the administrators' device routes: view, and update (revoke, block, unblock). */
export const DEVICE_MODULE = 'userDevice';
/** The page of the administrators' device list. */
export const DEVICE_MANAGE_PATH = '/userDeviceManage';
/** The page where a user sees and revokes their own devices; a new-device message opens it. */
export const MY_DEVICES_PATH = '/personalCenter';

/** Characters of a device's name (the column's length). */
export const DEVICE_NAME_MAX = 64;
/** Characters of a browser or an operating system as stored (the columns' length). */
export const DEVICE_PART_MAX = 64;
/** Characters of the list's text filters. */
export const DEVICE_KEYWORD_MAX = 64;
/** Sessions of one device the sessions list answers, newest first. */
export const DEVICE_SESSIONS_MAX = 100;
/** Devices of one user the personal center lists, last seen first. */
export const MY_DEVICES_MAX = 100;

/** Whether a device may sign in: the list's filter. */
export const DEVICE_STATES = ['active', 'blocked'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** The kinds of device the user agent tells; anything else is a desktop browser. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The message group of security notices about a user's own account (a new device signed in). */
export const DEVICE_MESSAGE_GROUP = 'security';

/**
 * What the portal's own sign-in sends as `device`: the kind of client, not a name for the device,
 * which is then named after its browser and operating system.
 */
export const CLIENT_KIND_NAMES = ['web'] as const;
