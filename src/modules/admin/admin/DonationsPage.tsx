import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAdminPageTexts } from './texts';
import { errorMessage } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import { useDonations } from '../ui/api/use-donations';
import { shortId } from './UserName';

/** Admin view (admins): the guest donation ledger, newest first, with totals over all donations. */
export default function DonationsPage() {
  const { t, i18n } = useAdminPageTexts();
  const q = useDonations();
  const n = new Intl.NumberFormat(i18n.language);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const totals = q.data?.totals;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('donations.title')}</Typography>
      <Typography color="text.secondary">{t('donations.intro')}</Typography>
      <QueryState
        query={q}
        loading={t('common.loading')}
        retry={t('common.retry')}
        failed={(e) => t('common.loadFailed', { message: errorMessage(e, '') })}
        empty={t('donations.empty')}
        isEmpty={(d) => d.donations.length === 0}
      />
      {totals && (
        <Box component="section" aria-labelledby="donation-totals">
          <Typography id="donation-totals" variant="h6" component="h2" sx={{ mb: 1 }}>{t('donations.totals')}</Typography>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
            {([['totalCount', totals.count], ['totalCoins', totals.coins], ['totalXp', totals.xp]] as const).map(([key, value]) => (
              <Card key={key} variant="outlined" sx={{ minWidth: 180, flex: '1 1 180px', p: 2 }}>
                <Typography component="dt" variant="body2" color="text.secondary">{t(`donations.${key}`)}</Typography>
                <Typography component="dd" variant="h4" sx={{ m: 0 }}>{n.format(value)}</Typography>
              </Card>
            ))}
          </Box>
        </Box>
      )}
      {q.data && q.data.donations.length > 0 && (
        <Box component="section" aria-labelledby="donation-list">
          <Typography id="donation-list" variant="h6" component="h2">{t('donations.listLabel')}</Typography>
          {totals && totals.count > q.data.donations.length && (
            <Typography variant="body2" color="text.secondary">{t('donations.shown', { shown: q.data.donations.length, count: totals.count })}</Typography>
          )}
          <TableContainer tabIndex={0} role="region" aria-label={t('donations.listLabel')}>
            <Table size="small" aria-labelledby="donation-list">
              <TableHead>
                <TableRow>
                  <TableCell>{t('donations.colGuest')}</TableCell>
                  <TableCell align="right">{t('donations.colCoins')}</TableCell>
                  <TableCell align="right">{t('donations.colXp')}</TableCell>
                  <TableCell>{t('donations.colExpired')}</TableCell>
                  <TableCell>{t('donations.colDonated')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.donations.map((d) => (
                  <TableRow key={`${d.userId}:${d.donatedAt}`}>
                    <TableCell component="th" scope="row"><span title={d.userId}>{t('common.guestUser', { id: shortId(d.userId) })}</span></TableCell>
                    <TableCell align="right">{n.format(d.coins)}</TableCell>
                    <TableCell align="right">{n.format(d.xp)}</TableCell>
                    <TableCell>{when(d.sessionExpiredAt)}</TableCell>
                    <TableCell>{when(d.donatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Box>
      )}
    </Stack>
  );
}
