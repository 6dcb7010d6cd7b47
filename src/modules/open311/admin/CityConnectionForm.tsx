import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { useEndpointMutation } from '../../../client/endpoint-mutation';
import type { CityConnectionDto, CityServiceDto } from '../contract';
import { loadCityServices } from '../endpoints';

export const NS = 'open311Admin';

export interface CityConnectionValues {
  partnerId: string;
  endpoint: string;
  apiKey: string;
  jurisdictionId: string;
  hazardServiceCode: string;
  litterServiceCode: string;
}

interface Props {
  /** The connection changed, or null for a new one (then the partner is picked from `partners`). */
  editing: CityConnectionDto | null;
  partners: { id: string; name: string }[];
  saving: boolean;
  error: Error | null;
  onSave: (values: CityConnectionValues) => void;
  onCancel: () => void;
}

/**
 * Issue 42: connect a city for a partner's area, or change one. "Load services" asks the server for
 * the city's services.json (the server fetches it; public https addresses only) and turns the two
 * code fields into lists of the city's services. The key is never shown: left empty on a change, it stays.
 */
export function CityConnectionForm({ editing, partners, saving, error, onSave, onCancel }: Props) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [v, setV] = useState<CityConnectionValues>({
    partnerId: editing?.partnerId ?? '',
    endpoint: editing?.endpoint ?? '',
    apiKey: '',
    jurisdictionId: editing?.jurisdictionId ?? '',
    hazardServiceCode: editing?.hazardServiceCode ?? '',
    litterServiceCode: editing?.litterServiceCode ?? '',
  });
  const [services, setServices] = useState<CityServiceDto[] | null>(null);
  const load = useEndpointMutation(loadCityServices, { onSuccess: (r) => setServices(r.services) });
  const set = (k: keyof CityConnectionValues) => (e: { target: { value: string } }) => setV((old) => ({ ...old, [k]: e.target.value }));
  const label = (s: CityServiceDto) => (s.group ? t('connections.serviceInGroup', { group: s.group, name: s.name, code: s.code }) : t('connections.service', { name: s.name, code: s.code }));
  const known = (code: string) => !code || services?.some((s) => s.code === code);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSave(v);
  }

  const codeField = (k: 'hazardServiceCode' | 'litterServiceCode', optional: boolean) =>
    services && services.length > 0 && known(v[k]) ? (
      <TextField select size="small" required={!optional} label={t(k === 'hazardServiceCode' ? 'connections.hazardCode' : 'connections.litterCode')} value={v[k]} onChange={set(k)} helperText={optional ? t('connections.litterHelp') : undefined}>
        {optional && <MenuItem value="">{t('connections.noLitterCode')}</MenuItem>}
        {services.map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {label(s)}
          </MenuItem>
        ))}
      </TextField>
    ) : (
      <TextField size="small" required={!optional} label={t(k === 'hazardServiceCode' ? 'connections.hazardCode' : 'connections.litterCode')} value={v[k]} onChange={set(k)} autoComplete="off" helperText={optional ? t('connections.litterHelp') : undefined} />
    );

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {editing ? t('connections.editTitle', { partner: editing.partnerName ?? t('connections.unknownPartner') }) : t('connections.addTitle')}
      </Typography>
      {!editing && (
        <TextField select size="small" required label={t('connections.partner')} value={v.partnerId} onChange={set('partnerId')}>
          {partners.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField size="small" required type="url" label={t('connections.endpoint')} value={v.endpoint} onChange={set('endpoint')} autoComplete="off" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextField
        size="small"
        required={!editing}
        type="password"
        label={t('connections.apiKey')}
        value={v.apiKey}
        onChange={set('apiKey')}
        autoComplete="new-password"
        helperText={editing ? t('connections.keepKey', { hint: editing.apiKeyHint }) : undefined}
      />
      <TextField size="small" label={t('connections.jurisdiction')} value={v.jurisdictionId} onChange={set('jurisdictionId')} autoComplete="off" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={load.isPending || !v.endpoint.trim()} onClick={() => load.mutate({ body: { endpoint: v.endpoint.trim(), jurisdictionId: v.jurisdictionId.trim() || null } })} sx={{ minHeight: 44 }}>
          {t('connections.loadServices')}
        </Button>
        <Typography variant="body2" role="status">
          {load.isPending ? t('connections.loadingServices') : services ? (services.length ? t('connections.servicesLoaded') : t('connections.noServices')) : ''}
        </Typography>
      </Stack>
      {load.error && (
        <Alert severity="error" role="alert">
          {t('connections.servicesFailed', { message: errorMessage(load.error, load.error.message) })}
        </Alert>
      )}
      {codeField('hazardServiceCode', false)}
      {codeField('litterServiceCode', true)}
      {error && (
        <Alert severity="error" role="alert">
          {t('connections.failed', { message: errorMessage(error, error.message) })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
          {t('connections.save')}
        </Button>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('connections.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
