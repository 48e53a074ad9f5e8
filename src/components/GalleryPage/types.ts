/** One prop of a documented component, as a row of its props table (written as data, not JSX). */
export interface PropRow {
  name: string;
  /** The TypeScript type as a developer writes it. */
  type: string;
  /** The default value as code; absent when the prop has none (or is required). */
  default?: string;
  required?: boolean;
  /** What it means, in both languages of the product. */
  description: { zh: string; en: string };
}

/** The props of one component: a page may document several (a component and its parts). */
export interface PropsSection {
  /** The component's name as imported (`SelectTable`, `TreeTable`). */
  component: string;
  rows: PropRow[];
}
