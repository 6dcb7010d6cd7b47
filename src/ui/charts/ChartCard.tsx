import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import BarChartIcon from '@mui/icons-material/BarChart';

/** A chart's figures as a table: a caption, the column headers, rows whose first cell names the row. */
export interface ChartTable {
  caption: string;
  headers: string[];
  rows: string[][];
}

export interface ChartCardProps {
  title: string;
  /** One or two sentences saying what the chart shows at a glance: the accessible text of the picture. */
  summary: string;
  table: ChartTable;
  /** The chart (lazy, e.g. src/ui/charts/LazyCharts.tsx): drawn hidden from assistive technology, which reads the summary and the table. */
  chart: ReactNode;
  /** What the toggle says (the card takes its texts from the caller: src/ui imports no module). */
  texts: { showTable: string; showChart: string; chartFailed: string };
  /** Height of the chart in px. */
  height?: number;
  /** The heading's level (the card sits under a section's h2 by default). */
  headingLevel?: 'h3' | 'h4';
}

/**
 * Issue 40: a chart people read at a glance: a visible title, a short text summary and a 'Show as table'
 * toggle giving an accessible <table> (caption, column and row headers) for screen readers and copying.
 * The picture is aria-hidden: its SVG holds only ticks and bars, which a screen reader would read as
 * noise, so the summary is the text that says what it shows and the table gives every figure. A chart
 * that cannot load (its chunk failed) shows the table instead.
 */
export function ChartCard({ title, summary, table, chart, texts, height = 240, headingLevel = 'h3' }: ChartCardProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const showTable = asTable || failed;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={`${id}-title`} component={headingLevel} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="chart-summary">
        {summary}
      </Typography>
      <Box id={`${id}-body`} sx={{ mt: 1 }}>
        {showTable ? (
          <>
            {failed && (
              <Typography variant="body2" color="text.secondary">
                {texts.chartFailed}
              </Typography>
            )}
            <DataTable table={table} />
          </>
        ) : (
          <Box aria-hidden sx={{ height, width: '100%' }}>
            <ChartBoundary onError={() => setFailed(true)}>
              <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{chart}</Suspense>
            </ChartBoundary>
          </Box>
        )}
      </Box>
      {!failed && (
        <Button
          size="small"
          onClick={() => setAsTable((v) => !v)}
          aria-controls={`${id}-body`}
          startIcon={asTable ? <BarChartIcon aria-hidden /> : <TableChartOutlinedIcon aria-hidden />}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {asTable ? texts.showChart : texts.showTable}
        </Button>
      )}
    </Paper>
  );
}

/** The figures as a real table: caption, column headers, the first cell of each row as its header. */
export function DataTable({ table }: { table: ChartTable }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          fontSize: '0.875rem',
          '& caption': { textAlign: 'left', fontWeight: 600, pb: 0.5, captionSide: 'top' },
          '& th, & td': { borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
          '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.headers.map((h, i) => (
              <Box component="th" scope="col" key={h} sx={i > 0 ? { textAlign: 'right !important' } : undefined}>
                {h}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** Catches a chart that failed to load or draw; the card then shows its table. */
class ChartBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
