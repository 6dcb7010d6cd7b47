import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { endpointKey, endpointQuery } from '../../../client/endpoint';
import { useEndpointMutation } from '../../../client/endpoint-mutation';
import { QueryState } from '../../../ui/QueryState';
import { listPartners } from '../../embed/endpoints';
import type { CityConnectionDto } from '../contract';
import { addCityConnection, listCityConnections, removeCityConnection, updateCityConnection } from '../endpoints';
import { CityConnectionForm, NS, type CityConnectionValues } from './CityConnectionForm';

/**
 * Issue 42: the cities connected for partners' areas (a hazardous report inside a partner's area goes
 * to its city; the smallest area wins), and the instance-wide one of the environment. Admins add,
 * change and remove them; a key shows only as its last 4 characters.
 */
export function CityConnections() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const qc = useQueryClient();
  const q = useQuery(endpointQuery(listCityConnections));
  const partners = useQuery(endpointQuery(listPartners));
  const [editing, setEditing] = useState<CityConnectionDto | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: endpointKey(listCityConnections) });
  const done = { onSuccess: () => setEditing(null), onSettled: refresh };
  const add = useEndpointMutation(addCityConnection, done);
  const update = useEndpointMutation(updateCityConnection, done);
  const remove = useEndpointMutation(removeCityConnection, { onSettled: refresh });
  const connected = new Set(q.data?.connections.map((c) => c.partnerId));
  const free = (partners.data?.partners ?? []).filter((p) => !connected.has(p.id));

  function save(v: CityConnectionValues) {
    const fields = { endpoint: v.endpoint.trim(), jurisdictionId: v.jurisdictionId.trim() || null, hazardServiceCode: v.hazardServiceCode.trim(), litterServiceCode: v.litterServiceCode.trim() || null };
    if (editing === 'new') add.mutate({ body: { ...fields, partnerId: v.partnerId, apiKey: v.apiKey.trim() } });
    else if (editing) update.mutate({ params: { id: editing.id }, body: { ...fields, ...(v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}) } });
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('connections.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('connections.intro')}
      </Typography>
      {q.data && (
        <Typography variant="body2">
          {q.data.instance ? t('connections.instance', { host: q.data.instance.host, code: q.data.instance.hazardServiceCode }) : t('connections.noInstance')}
        </Typography>
      )}
      <QueryState
        query={q}
        loading={t('connections.loading')}
        retry={t('retry')}
        failed={(e) => t('connections.loadFailed', { message: errorMessage(e, e.message) })}
        empty={t('connections.none')}
        isEmpty={(d) => d.connections.length === 0}
      />
      {q.data?.connections.map((c) => (
        <Card key={c.id} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {c.partnerName ?? t('connections.unknownPartner')}
            </Typography>
            <Typography variant="body2" dir="ltr" sx={{ wordBreak: 'break-all', textAlign: 'start' }}>
              {c.endpoint}
            </Typography>
            <Typography variant="body2">{t('connections.keyHint', { hint: c.apiKeyHint })}</Typography>
            {c.jurisdictionId && <Typography variant="body2">{t('connections.jurisdictionIs', { id: c.jurisdictionId })}</Typography>}
            <Typography variant="body2">{t('connections.codes', { hazard: c.hazardServiceCode, litter: c.litterServiceCode ?? t('connections.noLitterCode') })}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" onClick={() => setEditing(c)} sx={{ minHeight: 44 }}>
                {t('connections.edit')}
              </Button>
              <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate({ params: { id: c.id } })} sx={{ minHeight: 44 }}>
                {t('connections.remove')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
      {remove.error && (
        <Alert severity="error" role="alert">
          {t('connections.failed', { message: errorMessage(remove.error, remove.error.message) })}
        </Alert>
      )}
      {editing ? (
        <CityConnectionForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          partners={free}
          saving={add.isPending || update.isPending}
          error={editing === 'new' ? add.error : update.error}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="outlined" disabled={free.length === 0} onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {t('connections.add')}
        </Button>
      )}
    </Stack>
  );
}
