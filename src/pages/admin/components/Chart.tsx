/** A chart of the dashboard, its library loaded only when a chart is first shown. */
import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './ChartCanvas';

const ChartCanvas = lazy(() => import(/* webpackChunkName: "charts" */ './ChartCanvas'));

export default function Chart(props: ChartProps) {
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ height: props.height }}>
          <Spin />
        </Flex>
      }
    >
      <ChartCanvas {...props} />
    </Suspense>
  );
}
