import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAdminPageTexts } from './texts';
import { errorMessage } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import type { AuditEntryDto } from '../contract';
import { useAuditLog } from '../ui/api/use-audit-log';
import { shortId, UserName } from './UserName';

export const AUDIT_PAGE_SIZE = 25;

/** Actions the built-in modules write; others (from new modules) join the filter once seen. */
export const KNOWN_ACTIONS = [
  'guest.role_granted',
  'guest.role_revoked',
  'guest.user_disabled',
  'guest.user_enabled',
  'tasks.completion_approved',
  'tasks.completion_rejected',
  'actions.submission_approved',
  'actions.submission_rejected',
];

export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const asRecord = (v: unknown): Record<string, unknown> => (v === null || v === undefined ? {} : typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v });
const show = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** Before and after side by side, one row per field (fields of either side, in order of appearance). */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => {
    const x = show(b[field]);
    const y = show(a[field]);
    return { field, before: x, after: y, changed: x !== y };
  });
}

function Diff({ entry }: { entry: AuditEntryDto }) {
  const { t } = useAdminPageTexts();
  const rows = diffRows(entry.before, entry.after);
  if (rows.length === 0) return <Typography variant="body2" color="text.secondary">{t('audit.noChange')}</Typography>;
  const dash = t('audit.empty_value');
  return (
    <Table size="small" aria-label={t('audit.colChange')} sx={{ '& td, & th': { px: 1, py: 0.25, borderBottom: 0 } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('audit.field')}</TableCell>
          <TableCell component="th" scope="col">{t('audit.before')}</TableCell>
          <TableCell component="th" scope="col">{t('audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>{r.field}</TableCell>
            <TableCell sx={{ textDecoration: r.changed && r.before !== null ? 'line-through' : undefined, wordBreak: 'break-word' }}>{r.before ?? dash}</TableCell>
            <TableCell sx={{ fontWeight: r.changed ? 700 : undefined, wordBreak: 'break-word' }}>{r.after ?? dash}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Admin view (admins): the audit log, newest first, filtered by action, a page at a time. */
export default function AuditLogPage() {
  const { t, i18n } = useAdminPageTexts();
  const [action, setAction] = useState('');
  // cursors[i] is the `before` id that loads page i (undefined: the newest page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length - 1;
  const before = cursors[page];
  const [seen, setSeen] = useState<string[]>([]);

  // One more than a page: whether there are older entries.
  const q = useAuditLog({ limit: AUDIT_PAGE_SIZE + 1, action, before });
  // Actions of modules the filter does not know yet join it once seen.
  useEffect(() => {
    const fresh = (q.data?.entries ?? []).map((e) => e.action).filter((a) => !KNOWN_ACTIONS.includes(a));
    if (fresh.length) setSeen((s) => (fresh.every((a) => s.includes(a)) ? s : [...new Set([...s, ...fresh])]));
  }, [q.data]);
  const entries = (q.data?.entries ?? []).slice(0, AUDIT_PAGE_SIZE);
  const hasOlder = (q.data?.entries.length ?? 0) > AUDIT_PAGE_SIZE;
  const actionLabel = (a: string) => t(`audit.actions.${a.replace(/\./g, '_')}`, { defaultValue: a });
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const options = [...KNOWN_ACTIONS, ...seen.filter((s) => !KNOWN_ACTIONS.includes(s))];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('audit.title')}</Typography>
      <Typography color="text.secondary">{t('audit.intro')}</Typography>
      <TextField
        select
        label={t('audit.filterAction')}
        value={action}
        onChange={(e) => {
          setAction(e.target.value);
          setCursors([undefined]);
        }}
        size="small"
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">{t('audit.allActions')}</MenuItem>
        {options.map((a) => <MenuItem key={a} value={a}>{actionLabel(a)}</MenuItem>)}
      </TextField>

      <QueryState
        query={q}
        loading={t('common.loading')}
        retry={t('common.retry')}
        failed={(e) => t('common.loadFailed', { message: errorMessage(e, '') })}
        empty={t('audit.empty')}
        isEmpty={(d) => d.entries.length === 0}
      />
      {entries.length > 0 && (
        <TableContainer aria-busy={q.isFetching} tabIndex={0} role="region" aria-label={t('audit.listLabel')}>
          <Table size="small" aria-label={t('audit.listLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('audit.colWhen')}</TableCell>
                <TableCell>{t('audit.colWho')}</TableCell>
                <TableCell>{t('audit.colWhat')}</TableCell>
                <TableCell>{t('audit.colTarget')}</TableCell>
                <TableCell>{t('audit.colChange')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
                  <TableCell><time dateTime={e.createdAt}>{when(e.createdAt)}</time></TableCell>
                  <TableCell><UserName id={e.actorId} label={e.actorLabel} /></TableCell>
                  <TableCell component="th" scope="row">
                    {actionLabel(e.action)}
                    {e.reason && <Typography variant="body2" color="text.secondary">{t('audit.reason', { reason: e.reason })}</Typography>}
                  </TableCell>
                  <TableCell>
                    {t(`audit.targets.${e.targetType}`, { defaultValue: e.targetType })}{' '}
                    {e.targetType === 'user' ? <span title={e.targetId}><UserName id={e.targetId} /></span> : <span title={e.targetId}>{shortId(e.targetId)}</span>}
                  </TableCell>
                  <TableCell><Diff entry={e} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(page > 0 || hasOlder) && (
        <Box component="nav" aria-label={t('audit.pagination')} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button variant="outlined" disabled={page === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>{t('audit.newer')}</Button>
          <Typography aria-live="polite">{t('audit.page', { page: page + 1 })}</Typography>
          <Button variant="outlined" disabled={!hasOlder || q.isFetching} onClick={() => setCursors((c) => [...c, entries[entries.length - 1]!.id])}>{t('audit.older')}</Button>
        </Box>
      )}
    </Stack>
  );
}
