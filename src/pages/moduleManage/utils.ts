/** Module numbers and the codes of module buttons and fields. */
import { CODE_PATTERN as CODE_SOURCE } from '../../../server/plugins/modules/constants';
import type { ModuleEntry, ModuleEntryInput } from '@/services/modules';

/** The contract's code pattern as the forms' rule: a letter, then letters, digits or _, up to 32. */
export const CODE_PATTERN = new RegExp(CODE_SOURCE);

export type CodeProblem = 'required' | 'pattern' | 'duplicate';

/** What is wrong with the code of row `index` among `codes` (one table's codes), if anything. */
export function codeProblem(codes: readonly (string | undefined)[], index: number): CodeProblem | undefined {
  const code = codes[index]?.trim() ?? '';
  if (!code) return 'required';
  if (!CODE_PATTERN.test(code)) return 'pattern';
  if (codes.some((other, i) => i !== index && other?.trim() === code)) return 'duplicate';
  return undefined;
}

/** The rows of one table that have a problem, by index. */
export function codeProblems(codes: readonly (string | undefined)[]): { index: number; problem: CodeProblem }[] {
  return codes.flatMap((_, index) => {
    const problem = codeProblem(codes, index);
    return problem ? [{ index, problem }] : [];
  });
}

/** A row of the editable tables: the item plus a key that stays while its code is edited. */
export interface ItemRow {
  key: string;
  code?: string;
  name?: string;
  nameEn?: string | null;
  sort?: number | null;
}

let lastKey = 0;

export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export function itemRows(items: ModuleEntry[]): ItemRow[] {
  return items.map((item) => ({ ...item, key: newRowKey() }));
}

/** Rows as the API takes them: trimmed, an empty English name as null, no sort means list order. */
export function itemInputs(rows: ItemRow[]): ModuleEntryInput[] {
  return rows.map((row, index) => ({
    code: (row.code ?? '').trim(),
    name: (row.name ?? '').trim(),
    nameEn: row.nameEn?.trim() || null,
    sort: row.sort ?? index,
  }));
}
