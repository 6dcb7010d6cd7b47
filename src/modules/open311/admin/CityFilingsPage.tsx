import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { endpointQuery } from '../../../client/endpoint';
import { addLazyTexts } from '../../../client/lazy-texts';
import { QueryState } from '../../../ui/QueryState';
import { cityFilingsAdmin, listCityConnections } from '../endpoints';
import { CityConnections } from './CityConnections';
import ar from './texts.ar.json';
import de from './texts.de.json';
import en from './texts.en.json';
import es from './texts.es.json';
import fr from './texts.fr.json';
import it from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

const NS = 'open311Admin';
const ensureTexts = (i18n: I18n) => addLazyTexts(i18n, NS, { en, de, fr, es, it, nl, pl, ar });

/** Admin plugin page (/admin/open311/city, issue 42): filings with the city whose last attempt failed, with their errors; the cities connected for partners' areas. */
export default function CityFilingsPage() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const q = useQuery({ ...endpointQuery(cityFilingsAdmin), refetchInterval: 60_000 });
  // 'No city is connected' only while no partner's area has one either (the list below shows those).
  const partnerCities = useQuery(endpointQuery(listCityConnections)).data?.connections.length ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      {q.data && (q.data.cityHost || partnerCities === 0) && <Typography variant="body2">{q.data.cityHost ? t('connected', { host: q.data.cityHost }) : t('notConnected')}</Typography>}
      <QueryState
        query={q}
        loading={t('loading')}
        retry={t('retry')}
        failed={(e) => t('loadFailed', { message: errorMessage(e, e.message) })}
        empty={t('empty')}
        isEmpty={(d) => d.filings.length === 0}
      />
      {q.data?.filings.map((f) => (
        <Card key={f.taskId} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2">
              {t('task', { id: f.taskId })}
            </Typography>
            <Typography variant="body2">{t(`state.${f.state}`)}</Typography>
            <Typography variant="body2">{t('attempts', { attempts: f.attempts, polls: f.pollFailures })}</Typography>
            {f.nextAttemptAt && <Typography variant="body2">{t('next', { at: new Date(f.nextAttemptAt) })}</Typography>}
            {f.lastError && (
              <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', mt: 1 }}>
                {f.lastError}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
      <CityConnections />
    </Stack>
  );
}
