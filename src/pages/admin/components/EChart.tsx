/**
 * One ECharts chart, drawn on a canvas that follows its box's size. Only the chart types and parts
 * the dashboard uses are taken from ECharts, and this module is loaded lazily (see Chart.tsx), so
 * the library is an async chunk of its own that the login page and the shell never load.
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface EChartProps {
  option: echarts.EChartsCoreOption;
  height: number;
  /** Names the chart for assistive technology. */
  ariaLabel: string;
}

export default function EChart({ option, height, ariaLabel }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>();

  useEffect(() => {
    const instance = echarts.init(box.current!);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={box} role="img" aria-label={ariaLabel} style={{ width: '100%', height }} />;
}
