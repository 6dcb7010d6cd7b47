import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Decision } from './use-decision';

/** The reason field of a decision. */
export interface DecisionReason {
  label: string;
  /** Whether the typed reason is enough for the verdicts that need one (the page's schema). */
  valid: (reason: string) => boolean;
  /** Helper text below the field. */
  help?: string;
  /** Replaces the helper text while what is typed is not enough. */
  invalid?: string;
  required?: boolean;
  /** In the confirmation dialog (only the confirmed verdict takes a reason) instead of on the card. */
  inDialog?: boolean;
  maxLength?: number;
}

/** One decide button. */
export interface DecisionAction<V extends string> {
  verb: V;
  label: string;
  /** The button's accessible name where the label alone would repeat on every card. */
  ariaLabel?: string;
  color: 'success' | 'error' | 'warning';
  variant: 'contained' | 'outlined';
  /** Needs a valid reason first. */
  needsReason?: boolean;
  /** The page's own conditions (e.g. a valid XP amount). */
  disabled?: boolean;
  /** Asks before deciding. */
  confirm?: { title: string; body: string; confirmLabel: string; cancelLabel: string; destructive?: boolean };
}

export interface DecisionCardProps<V extends string, R> {
  decision: Decision<V, R>;
  /** The card's accessible name: a text, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  variant?: 'outlined' | 'elevation';
  /** Shown large beside the details (below them on small screens). */
  media?: ReactNode;
  /** The item's details. */
  children: ReactNode;
  /** Why this item cannot be decided here (e.g. the viewer's own work): shown, and every control is disabled. */
  locked?: string | false;
  reason?: DecisionReason;
  /** The page's own inputs, in the row before the buttons. */
  fields?: ReactNode;
  actions: DecisionAction<V>[];
  /** The error alert's text for a failed decision. */
  failed: (error: Error) => string;
  /** Said while a decision is being saved. */
  busyLabel: string;
}

function ReasonField({ reason, value, onChange, disabled, inDialog }: { reason: DecisionReason; value: string; onChange: (v: string) => void; disabled: boolean; inDialog: boolean }) {
  const invalid = !!reason.invalid && value.length > 0 && !reason.valid(value);
  return (
    <TextField
      label={reason.label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={reason.required}
      disabled={disabled}
      size={inDialog ? 'medium' : 'small'}
      fullWidth
      multiline
      minRows={inDialog ? 2 : 1}
      maxRows={6}
      error={invalid}
      helperText={invalid ? reason.invalid : (reason.help ?? (inDialog ? ' ' : undefined))}
      slotProps={{ htmlInput: { maxLength: reason.maxLength ?? 500 } }}
      sx={inDialog ? { mt: 2 } : undefined}
    />
  );
}

/**
 * The card of one item on a moderation page: its details, then the decide buttons with an optional or
 * required reason, the error alert of a failed decision, and a confirmation dialog for verdicts that
 * ask first. The decision itself (request, toast, list and overview refresh) is `useDecision`.
 */
export function DecisionCard<V extends string, R>({ decision, label, labelledBy, variant, media, children, locked, reason, fields, actions, failed, busyLabel }: DecisionCardProps<V, R>) {
  const { mutation } = decision;
  const [confirm, setConfirm] = useState<{ verb: V; open: boolean } | null>(null);
  const asking = actions.find((a) => a.verb === confirm?.verb && a.confirm);
  const open = !!confirm?.open;
  const busy = mutation.isPending;
  const reasonOk = !reason || reason.valid(decision.reason);
  const run = (verb: V) => mutation.mutate(verb, { onSuccess: () => setConfirm((c) => c && { ...c, open: false }) });
  const reasonField = (inDialog: boolean) =>
    reason && <ReasonField reason={reason} value={decision.reason} onChange={decision.setReason} disabled={!!locked} inDialog={inDialog} />;
  const error = mutation.isError && <Alert severity="error">{failed(mutation.error)}</Alert>;

  const controls = (
    <Stack spacing={1}>
      {locked && <Alert severity="info">{locked}</Alert>}
      {!reason?.inDialog && reasonField(false)}
      {!open && error}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
        {fields}
        {actions.map((a) => (
          <Button
            key={a.verb}
            variant={a.variant}
            color={a.color}
            aria-label={a.ariaLabel}
            disabled={!!locked || busy || !!a.disabled || (!!a.needsReason && !reason?.inDialog && !reasonOk)}
            onClick={() => {
              if (!a.confirm) return run(a.verb);
              mutation.reset();
              setConfirm({ verb: a.verb, open: true });
            }}
            sx={{ minHeight: 44 }}
          >
            {a.label}
          </Button>
        ))}
        {busy && !open && <CircularProgress size={24} aria-label={busyLabel} sx={{ alignSelf: 'center' }} />}
      </Stack>
    </Stack>
  );

  return (
    <Card component="article" variant={variant} aria-label={label} aria-labelledby={labelledBy}>
      <CardContent>
        {media ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: '1 1 60%', minWidth: 0 }}>{media}</Box>
            <Stack spacing={1} sx={{ flex: '1 1 40%', minWidth: 0 }}>
              {children}
              {controls}
            </Stack>
          </Stack>
        ) : (
          <>
            {children}
            {controls}
          </>
        )}
      </CardContent>
      {asking?.confirm && (
        <ConfirmDialog
          open={open}
          title={asking.confirm.title}
          body={asking.confirm.body}
          confirmLabel={asking.confirm.confirmLabel}
          cancelLabel={asking.confirm.cancelLabel}
          busyLabel={busyLabel}
          destructive={asking.confirm.destructive}
          busy={busy}
          confirmDisabled={!!asking.needsReason && !reasonOk}
          onConfirm={() => run(asking.verb)}
          onCancel={() => setConfirm((c) => c && { ...c, open: false })}
        >
          {reason?.inDialog && reasonField(true)}
          {open && error}
        </ConfirmDialog>
      )}
    </Card>
  );
}
