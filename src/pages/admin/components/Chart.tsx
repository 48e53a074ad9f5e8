/** A chart of the dashboard, its library loaded only when a chart is first shown. */
import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './EChart';

const EChart = lazy(() => import(/* webpackChunkName: "charts" */ './EChart'));

export default function Chart(props: EChartProps) {
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ height: props.height }}>
          <Spin />
        </Flex>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
