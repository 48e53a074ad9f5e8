/**
 * The signed-in user's own preferences, kept on the server so they follow the user from browser
 * to browser: yes/no flags of their view (e.g. the task home's guide closed).
 */
import type { Static } from '@sinclair/typebox';
import type { Preferences as PreferencesSchema } from '../../server/plugins/preferences/contract';
import type { PreferenceKey } from '../../server/plugins/preferences/constants';
import { requestData } from './request';

/** Every kept preference; a key never set is absent. */
export type Preferences = Static<typeof PreferencesSchema>;

export function fetchPreferences(): Promise<Preferences> {
  return requestData<Preferences>('/api/user/preferences', { method: 'GET' });
}

/** Sets one flag; answers every kept preference after the change. */
export function savePreference(key: PreferenceKey, value: boolean): Promise<Preferences> {
  return requestData<Preferences>(`/api/user/preferences/${key}`, { method: 'PUT', data: { value } });
}
