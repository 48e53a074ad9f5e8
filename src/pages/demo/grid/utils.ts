/** Demo figures of the grid page: the shared service centre's month at a glance. */
export interface CentreFigure {
  key: 'claims' | 'invoices' | 'payments' | 'overdue';
  value: number;
  /** Change against last month, in percent. */
  trend: number;
}

export const CENTRE_FIGURES: CentreFigure[] = [
  { key: 'claims', value: 1284, trend: 6.2 },
  { key: 'invoices', value: 3920, trend: -1.4 },
  { key: 'payments', value: 866, trend: 3.1 },
  { key: 'overdue', value: 17, trend: -22.7 },
];

/** The Col spans of the four figure cards per breakpoint: 1 per row on phones, 2 on tablets, 4 on desks. */
export const FIGURE_COL = { xs: 24, sm: 12, xl: 6 } as const;

/** "+6.2%" / "-1.4%". */
export const trendText = (trend: number) => `${trend > 0 ? '+' : ''}${trend.toFixed(1)}%`;
