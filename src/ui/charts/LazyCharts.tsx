import { lazy } from 'react';

/**
 * Issue 40: the MUI X charts, loaded when a chart is first drawn (one `charts` chunk for both; the first
 * route carries only this import). Render them inside a Suspense boundary (ChartCard does).
 */
const load = () => import(/* webpackChunkName: "charts" */ './XCharts');

export const LazyTimeSeriesChart = lazy(() => load().then((m) => ({ default: m.TimeSeriesChart })));
export const LazyRankedBarChart = lazy(() => load().then((m) => ({ default: m.RankedBarChart })));
