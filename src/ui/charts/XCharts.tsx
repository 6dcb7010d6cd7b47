import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/**
 * Issue 40: the charts drawn with MUI X Charts. Only LazyCharts.tsx imports this file (a dynamic import:
 * its own `charts` chunk, never on the first route; scripts/check-bundles.ts). Colours come from the
 * theme (high contrast included); no animation when the person asked for reduced motion; no legend (the
 * card's title names the one series). Keyboard navigation is on by default in v9 (a focusable proxy
 * layer): it is turned off, so nothing inside the aria-hidden picture takes focus (axe: aria-hidden-focus);
 * the card's table is the keyboard's and screen reader's way to every figure.
 */
export interface ChartProps {
  /** The category (or time) of each value, in the page's language. */
  labels: string[];
  /** null: no figure for that label (a time series leaves a gap there). */
  values: (number | null)[];
  /** The series' name in the tooltip ('Items'). */
  valueLabel: string;
  /** A number in the page's language. */
  format: (n: number) => string;
  height: number;
}

function useChartLook() {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return { color: theme.palette.primary.main, skipAnimation: reducedMotion };
}

/** A value per point in time (weeks, months, years), as a line with its points marked. */
export function TimeSeriesChart({ labels, values, valueLabel, format, height }: ChartProps) {
  const look = useChartLook();
  return (
    <LineChart
      height={height}
      hideLegend
      disableKeyboardNavigation
      skipAnimation={look.skipAnimation}
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => format(v), width: 48 }]}
      series={[{ data: values, label: valueLabel, color: look.color, showMark: true, valueFormatter: (v) => (v == null ? '' : format(v)) }]}
      margin={{ right: 16 }}
    />
  );
}

/** Values ranked most first, as horizontal bars with their names beside them. */
export function RankedBarChart({ labels, values, valueLabel, format, height }: ChartProps) {
  const look = useChartLook();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      hideLegend
      disableKeyboardNavigation
      skipAnimation={look.skipAnimation}
      yAxis={[{ scaleType: 'band', data: labels, width: 'auto' }]}
      xAxis={[{ min: 0, tickMinStep: 1, valueFormatter: (v: number) => format(v) }]}
      series={[{ data: values, label: valueLabel, color: look.color, valueFormatter: (v) => (v == null ? '' : format(v)) }]}
      margin={{ right: 16 }}
    />
  );
}
