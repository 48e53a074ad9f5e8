/** Pure logic of the systems and applications page. */
import { NUMBER_PATTERN as NUMBER_SOURCE } from '../../../server/plugins/systems/constants';

/** The contract's number pattern as the forms' rule (systems, applications, organisations, posts, user groups). */
export const NUMBER_PATTERN = new RegExp(NUMBER_SOURCE);
