import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { announce } from '../../../client/accessibility/announcer';
import { errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import { ROLES, roleRank, type Role } from '../../../shared/constants';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import type { AdminUserDto } from '../../guest/contract';
import { useChangeUser, useUsers, type AssignableRole, type UserSearch } from '../ui/api/use-users';
import { shortId } from './UserName';

type Pending = { kind: 'disable' | 'enable'; user: AdminUserDto } | { kind: 'role'; user: AdminUserDto; role: AssignableRole };

const nameOf = (u: AdminUserDto) => u.username || [u.firstName, u.lastName].filter(Boolean).join(' ') || shortId(u.id);

/**
 * Admin view (moderators and admins): search users; admins change roles (cleaner <-> moderator);
 * moderators and admins disable or enable accounts below their own role, after a confirmation.
 */
export default function UsersPage() {
  const { t } = useAdminPageTexts();
  const me = useCurrentUser();
  const myRole: Role = me.user?.role ?? 'cleaner';
  const [form, setForm] = useState<UserSearch>({ q: '', role: '', includeGuests: false });
  const [search, setSearch] = useState<UserSearch>(form);
  const [pending, setPending] = useState<Pending | null>(null);

  const q = useUsers(search);

  const act = useChangeUser<Pending>({
    onSuccess: (_res, p) => {
      const name = nameOf(p.user);
      const text =
        p.kind === 'role' ? t('users.roleDone', { name, role: t(`roles.${p.role}`) }) : p.kind === 'disable' ? t('users.disabledDone', { name }) : t('users.enabledDone', { name });
      toast({ title: text });
      announce(text);
      setPending(null);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({ ...form });
  };

  const users = q.data?.users ?? [];
  const canChangeRole = (u: AdminUserDto) => myRole === 'admin' && u.id !== me.userId && u.role !== 'admin' && !u.isGuest;
  const canToggle = (u: AdminUserDto) => u.id !== me.userId && roleRank(u.role) < roleRank(myRole);

  const dialog = (() => {
    if (!pending) return null;
    const name = nameOf(pending.user);
    if (pending.kind === 'role') {
      const role = t(`roles.${pending.role}`);
      return { title: t('users.confirmRoleTitle', { name, role }), body: t('users.confirmRoleBody', { name }), confirm: t('users.confirmRole'), destructive: false };
    }
    return pending.kind === 'disable'
      ? { title: t('users.confirmDisableTitle', { name }), body: t('users.confirmDisableBody', { name }), confirm: t('users.disable'), destructive: true }
      : { title: t('users.confirmEnableTitle', { name }), body: t('users.confirmEnableBody', { name }), confirm: t('users.enable'), destructive: false };
  })();

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('users.title')}</Typography>
      <Typography color="text.secondary">{t('users.intro')}</Typography>
      <Box component="form" role="search" aria-label={t('users.searchLabel')} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label={t('users.query')}
          value={form.q}
          onChange={(e) => setForm({ ...form, q: e.target.value })}
          size="small"
          type="search"
          sx={{ minWidth: 260, flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField select label={t('users.roleFilter')} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role | '' })} size="small" sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('users.anyRole')}</MenuItem>
          {ROLES.map((r) => <MenuItem key={r} value={r}>{t(`roles.${r}`)}</MenuItem>)}
        </TextField>
        <FormControlLabel control={<Checkbox checked={form.includeGuests} onChange={(e) => setForm({ ...form, includeGuests: e.target.checked })} />} label={t('users.includeGuests')} />
        <Button type="submit" variant="contained">{t('users.search')}</Button>
      </Box>

      <QueryState
        query={q}
        loading={t('common.loading')}
        retry={t('common.retry')}
        failed={(e) => t('common.loadFailed', { message: errorMessage(e, '') })}
        empty={t('users.empty')}
        isEmpty={(d) => d.users.length === 0}
      />
      {q.isSuccess && users.length > 0 && (
        <>
          <Typography role="status" variant="body2" color="text.secondary">{t('users.count', { count: users.length })}</Typography>
          <TableContainer tabIndex={0} role="region" aria-label={t('users.results')}>
            <Table size="small" aria-label={t('users.results')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('users.colName')}</TableCell>
                  <TableCell>{t('users.colEmail')}</TableCell>
                  <TableCell>{t('users.colRole')}</TableCell>
                  <TableCell>{t('users.colStatus')}</TableCell>
                  <TableCell>{t('users.colStats')}</TableCell>
                  <TableCell>{t('users.colActions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((u) => {
                  const name = nameOf(u);
                  return (
                    <TableRow key={u.id}>
                      <TableCell component="th" scope="row">
                        {name} {u.id === me.userId && t('users.you')}
                        {u.isGuest && <Chip size="small" label={t('users.guest')} sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell>{u.email ?? '—'}</TableCell>
                      <TableCell>
                        {canChangeRole(u) ? (
                          <TextField
                            select
                            size="small"
                            value={u.role}
                            label={t('users.roleFor', { name })}
                            onChange={(e) => e.target.value !== u.role && setPending({ kind: 'role', user: u, role: e.target.value as AssignableRole })}
                            sx={{ minWidth: 150 }}
                          >
                            <MenuItem value="cleaner">{t('roles.cleaner')}</MenuItem>
                            <MenuItem value="moderator">{t('roles.moderator')}</MenuItem>
                          </TextField>
                        ) : (
                          <span title={u.role === 'admin' ? t('users.adminLocked') : myRole !== 'admin' ? t('users.roleReadOnly') : undefined}>{t(`roles.${u.role}`)}</span>
                        )}
                      </TableCell>
                      <TableCell>{u.isActive ? t('users.active') : t('users.disabled')}</TableCell>
                      <TableCell>{t('users.stats', { level: u.level, coins: u.totalCoins, xp: u.currentXP })}</TableCell>
                      <TableCell>
                        {canToggle(u) &&
                          (u.isActive ? (
                            <Button size="small" color="error" variant="outlined" aria-label={t('users.disableFor', { name })} onClick={() => setPending({ kind: 'disable', user: u })}>
                              {t('users.disable')}
                            </Button>
                          ) : (
                            <Button size="small" variant="outlined" aria-label={t('users.enableFor', { name })} onClick={() => setPending({ kind: 'enable', user: u })}>
                              {t('users.enable')}
                            </Button>
                          ))}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {myRole !== 'admin' && <Typography variant="body2" color="text.secondary">{t('users.roleReadOnly')}</Typography>}
        </>
      )}

      <ConfirmDialog
        open={!!pending}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={dialog?.confirm ?? ''}
        busyLabel={t('users.working')}
        cancelLabel={t('common.cancel')}
        destructive={dialog?.destructive}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => {
          act.reset();
          setPending(null);
        }}
      >
        {act.isError && <Alert severity="error" sx={{ mt: 2 }}>{t('common.saveFailed', { message: errorMessage(act.error, '') })}</Alert>}
      </ConfirmDialog>
    </Stack>
  );
}
