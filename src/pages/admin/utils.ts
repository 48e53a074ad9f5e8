/** Pure helpers of the admin dashboard (/admin): the day series, figures and the charts' options. */
import type { ChartConfiguration } from 'chart.js';
import type { SignInDay, TopPage } from '@/services/dashboard';

const DAY_MS = 24 * 3600 * 1000;

/** Every day from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The sign-ins of every day of the range, a day without a count as 0 (the server sends them all; this keeps the chart whole if one is missing). */
export function fillSignInDays(from: string, to: string, rows: SignInDay[]): SignInDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysBetween(from, to).map((day) => byDay.get(day) ?? { day, success: 0, failure: 0 });
}

/** A day as the chart's axis shows it: MM-DD. */
export const dayLabel = (day: string) => day.slice(5);

/** The share of failed sign-ins as a whole percentage, or null with no sign-ins. */
export function failureShare(success: number, failure: number): number | null {
  const total = success + failure;
  return total === 0 ? null : Math.round((failure / total) * 100);
}

/** A page as the bar chart names it: its name, with its module when it has one. */
export const pageLabel = (page: Pick<TopPage, 'pageName' | 'moduleName'>) =>
  page.moduleName ? `${page.pageName} · ${page.moduleName}` : page.pageName;

const SUCCESS_COLOUR = '#52c41a';
const FAILURE_COLOUR = '#ff4d4f';
const PRIMARY_COLOUR = '#1890ff';

/** The line chart of sign-ins per day: successful and failed, one point per day. */
export function signInsChart(days: SignInDay[], names: { success: string; failure: string }): ChartConfiguration<'line'> {
  const series = (label: string, colour: string, counts: number[]) => ({
    label,
    data: counts,
    borderColor: colour,
    backgroundColor: colour,
    tension: 0.3,
    pointRadius: days.length > 31 ? 0 : 3,
  });
  return {
    type: 'line',
    data: {
      labels: days.map((day) => dayLabel(day.day)),
      datasets: [
        series(names.success, SUCCESS_COLOUR, days.map((day) => day.success)),
        series(names.failure, FAILURE_COLOUR, days.map((day) => day.failure)),
      ],
    },
    options: {
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'top' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
}

/** The bar chart of the most opened pages, the most at the top. */
export function topPagesChart(pages: TopPage[], viewsName: string): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: pages.map(pageLabel),
      datasets: [{ label: viewsName, data: pages.map((page) => page.views), backgroundColor: PRIMARY_COLOUR, maxBarThickness: 20 }],
    },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
}
