/**
 * One Chart.js chart on a canvas that follows its box's width. Only the chart types and parts the
 * dashboard uses are registered, and this module is loaded lazily (see Chart.tsx), so the library
 * is an async chunk of its own that the login page and the shell never load.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ChartProps {
  config: ChartConfiguration;
  height: number;
  /** Names the chart for assistive technology. */
  ariaLabel: string;
}

export default function ChartCanvas({ config, height, ariaLabel }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [config]);

  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
