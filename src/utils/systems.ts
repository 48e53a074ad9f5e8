/** The system and application the shell opens with (spec sections 3, 4 and 9). */
import type { System } from '@/services/home';

/** Always appended to the fetched systems (spec section 3). */
export const DEFAULT_SYSTEM: System = { name: 'integration center', systemNo: '10', applications: [] };

/**
 * The name a person reads for a system: the built-in default system's in their language (its
 * data name stays "integration center"), every other system's as the server answered it.
 */
export function systemLabel(
  system: Pick<System, 'name' | 'systemNo'>,
  format: (descriptor: { id: string; defaultMessage: string }) => string,
): string {
  const builtIn = system.systemNo === DEFAULT_SYSTEM.systemNo && system.name === DEFAULT_SYSTEM.name;
  return builtIn ? format({ id: 'switcher.defaultSystem', defaultMessage: system.name }) : system.name;
}

export { pickDefaultApp, pickDefaultSystem } from '../../server/plugins/home/constants';
