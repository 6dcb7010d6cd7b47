import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ConsentCategoryDto, ConsentCategoryId, ConsentProofDto, ConsentStatusDto, TransparencyReportDto } from '../contract';
import { ConsentHistoryDialog } from './ConsentHistoryDialog';
import { formatDateTime } from './format';
import { WhatChanged } from './WhatChanged';

export interface PrivacySettingsPanelViewProps {
  /** null while loading (skeletons). */
  status: ConsentStatusDto | null;
  categories: ConsentCategoryDto[] | null;
  report: TransparencyReportDto | null;
  /** For the history dialog; null while loading. */
  proof: ConsentProofDto | null;
  error?: boolean;
  onRetry?: () => void;
  /** No session yet: the controls are disabled. */
  noSession?: boolean;
  /** A change is being saved: the controls are disabled. */
  busy?: boolean;
  onToggle: (categoryId: ConsentCategoryId, consented: boolean) => void;
  onWithdrawAll: () => void;
  onRenew: () => void;
  /** The history dialog opened (load the proof now). */
  onOpenHistory?: () => void;
  historyError?: boolean;
  /**
   * Slot for the data-rights 'Export data' button (ExportDataButton of the data export feature);
   * shown under "Your data" when given.
   */
  exportDataButton?: ReactNode;
  /** More controls of the person's data under "Your data", after the export button (the photos module's licence withdrawal). */
  dataControls?: ReactNode;
  /** Link to /privacy in the data rights section (off on the policy page itself). */
  showPolicyLink?: boolean;
  /** Level of the panel's title (2 on the policy page and in the profile tab). */
  headingLevel?: 2 | 3;
}

const RIGHTS = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'objection', 'withdraw', 'complaint'] as const;

function Section({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" component={`h${level}`} sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Spec 2, Privacy settings panel (presentational): current status (last updated, policy version,
 * renewal), consent categories with toggles and 'withdraw all optional', the history dialog, the
 * transparency report, data rights with response times, and the Export data slot.
 */
export function PrivacySettingsPanelView(props: PrivacySettingsPanelViewProps) {
  const { status, categories, report, proof, error, onRetry, noSession, busy, onToggle, onWithdrawAll, onRenew, onOpenHistory, historyError, exportDataButton, dataControls, showPolicyLink = true, headingLevel = 2 } = props;
  const { t, i18n } = useTranslation('consent');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const sub = (headingLevel + 1) as 3 | 4;
  const disabled = !!busy || !!noSession || !status;
  const anyOptionalOn = !!categories?.some((c) => !c.required && c.consented);
  const baseId = useId();
  /** A translated list, or the server's (English) one for a category the client does not know. */
  const localList = (key: string, fallback: string[]): string[] => {
    const value: unknown = t(key, { returnObjects: true, defaultValue: fallback });
    return Array.isArray(value) ? (value as string[]) : fallback;
  };

  const renewalText = (s: ConsentStatusDto) => {
    if (s.renewal.required) return t(`panel.status.required.${s.renewal.reason ?? 'no_consent'}`);
    if (s.renewal.reason === 'expiring_soon') return t('panel.status.expiringSoon', { count: s.renewal.daysUntilExpiry });
    return t('panel.status.upToDate', { count: s.renewal.daysUntilExpiry });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${baseId}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${baseId}-title`} variant="h2" component={`h${headingLevel}`}>
        {t('panel.title')}
      </Typography>
      {noSession && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('panel.noSession')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>{t('panel.retry')}</Button> : undefined}>
          {t('panel.loadError')}
        </Alert>
      )}

      <Section title={t('panel.status.title')} level={sub}>
        {status ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
            <Typography component="dt" color="text.secondary">{t('panel.status.lastUpdated')}</Typography>
            <Typography component="dd">{status.lastUpdated ? formatDateTime(status.lastUpdated, i18n.language) : t('panel.status.never')}</Typography>
            <Typography component="dt" color="text.secondary">{t('panel.status.policyVersion')}</Typography>
            <Typography component="dd">{status.version ?? status.currentVersion}</Typography>
            <Typography component="dt" color="text.secondary">{t('panel.status.renewal')}</Typography>
            <Typography component="dd">
              <Chip size="small" color={status.renewal.required ? 'warning' : 'success'} label={renewalText(status)} />
            </Typography>
          </Box>
        ) : (
          <Skeleton variant="rounded" height={72} />
        )}
        {status?.renewal.reason === 'policy_updated' && <WhatChanged />}
        {status?.renewal.required && status.hasConsent && (
          <Button variant="contained" sx={{ mt: 1 }} onClick={onRenew} disabled={disabled}>
            {t('panel.status.renew')}
          </Button>
        )}
      </Section>

      <Section title={t('panel.categories.title')} level={sub}>
        {categories ? (
          <List disablePadding>
            {categories.map((c) => {
              const labelId = `${baseId}-${c.categoryId}`;
              return (
                <ListItem key={c.categoryId} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <Typography id={labelId} component="div" sx={{ fontWeight: 700 }}>
                      {t(`categories.${c.categoryId}.name`, { defaultValue: c.name })}
                      {c.required && <Chip size="small" label={t('panel.categories.required')} sx={{ ml: 1 }} />}
                    </Typography>
                    <Switch
                      checked={c.required || c.consented}
                      disabled={c.required || disabled}
                      onChange={(_, checked) => onToggle(c.categoryId, checked)}
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </Box>
                  <Typography variant="body2">{t(`categories.${c.categoryId}.description`, { defaultValue: c.description })}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('panel.categories.purposes')}: {localList(`categories.${c.categoryId}.purposes`, c.purposes).join('; ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('panel.categories.retention')}: {t(`categories.${c.categoryId}.retention`, { defaultValue: c.retentionPeriod })}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        ) : (
          <Skeleton variant="rounded" height={160} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)} disabled={disabled || !anyOptionalOn}>
            {t('panel.categories.withdrawAll')}
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setHistoryOpen(true);
              onOpenHistory?.();
            }}
            disabled={!!noSession}
          >
            {t('panel.history.open')}
          </Button>
        </Box>
      </Section>

      <Section title={t('panel.report.title')} level={sub}>
        {report ? (
          <Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
              <Typography component="dt" color="text.secondary">{t('panel.report.totalRecords')}</Typography>
              <Typography component="dd">{report.consentMetrics.totalConsents}</Typography>
              <Typography component="dt" color="text.secondary">{t('panel.report.activeConsents')}</Typography>
              <Typography component="dd">{report.consentMetrics.activeConsents}</Typography>
              <Typography component="dt" color="text.secondary">{t('panel.report.validityScore')}</Typography>
              <Typography component="dd">{report.complianceStatus.consentValidityScore}/100</Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={report.complianceStatus.consentValidityScore}
              aria-label={t('panel.report.validityScore')}
              sx={{ mt: 1, height: 8, borderRadius: 4 }}
            />
            <Typography component={`h${(sub + 1) as 4 | 5}`} variant="subtitle2" sx={{ mt: 1.5 }}>
              {t('panel.report.categories')}
            </Typography>
            <List dense disablePadding>
              {Object.entries(report.consentMetrics.categoryBreakdown).map(([id, b]) => (
                <ListItem key={id} disableGutters sx={{ gap: 1 }}>
                  <Typography variant="body2" sx={{ minWidth: 110, fontWeight: 600 }}>
                    {t(`categories.${id}.name`)}
                  </Typography>
                  <Chip size="small" color={b.active ? 'primary' : 'default'} variant={b.active ? 'filled' : 'outlined'} label={b.active ? t('panel.history.granted') : t('panel.history.denied')} />
                  <Typography variant="body2" color="text.secondary">
                    {t('panel.report.breakdown', { granted: b.granted, denied: b.denied })}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        ) : (
          <Skeleton variant="rounded" height={96} />
        )}
      </Section>

      <Section title={t('panel.rights.title')} level={sub}>
        <Typography variant="body2">{t('panel.rights.intro')}</Typography>
        <List dense sx={{ listStyle: 'disc', pl: 3, '& li': { display: 'list-item', pl: 0 } }}>
          {RIGHTS.map((r) => (
            <ListItem key={r} disableGutters>
              <Typography variant="body2">{t(`panel.rights.${r}`)}</Typography>
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip label={t('panel.rights.responseTime')} variant="outlined" />
          <Chip label={t('panel.rights.cost')} variant="outlined" />
        </Box>
        {showPolicyLink && (
          <Link component={RouterLink} to="/privacy" variant="body2">
            {t('panel.rights.policyLink')}
          </Link>
        )}
      </Section>

      {(exportDataButton || dataControls) && (
        <>
          <Divider sx={{ mt: 3 }} />
          <Section title={t('panel.yourData')} level={sub}>
            {exportDataButton}
            {dataControls}
          </Section>
        </>
      )}

      <ConsentHistoryDialog open={historyOpen} onClose={() => setHistoryOpen(false)} proof={proof} error={historyError} />
      <Dialog open={confirmOpen} onClose={() => setConfirmOpen(false)} aria-labelledby={`${baseId}-confirm`}>
        <DialogTitle id={`${baseId}-confirm`}>{t('panel.withdrawConfirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('panel.withdrawConfirm.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmOpen(false)}>{t('panel.withdrawConfirm.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmOpen(false);
              onWithdrawAll();
            }}
          >
            {t('panel.withdrawConfirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
