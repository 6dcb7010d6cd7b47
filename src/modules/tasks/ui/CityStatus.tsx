import Chip from '@mui/material/Chip';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../client/endpoint';
import { taskCityStatus } from '../../open311/endpoints';
import { useHazardTexts } from './hazard-texts';

/** GET /api/open311/city/tasks/{id} (issue 42): how far the city got with a hazardous task filed with it. */
export const cityStatusQuery = (taskId: string) => queryOptions({ ...endpointQuery(taskCityStatus, { params: { id: taskId } }), staleTime: 60_000 });

/**
 * Issue 42: 'Filed with the city', 'In progress at the city' or 'Cleared by the city' on a hazardous
 * task (not for volunteers). Nothing while it loads, when nothing was filed (no city connected, or
 * not sent yet) or when the look-up fails: the sheet already says it is offered to the city.
 */
export function CityStatus({ taskId }: { taskId: string }) {
  useHazardTexts();
  const { t } = useTranslation('tasks');
  const { data } = useQuery(cityStatusQuery(taskId));
  if (!data?.status) return null;
  return <Chip size="small" color={data.status === 'cleared' ? 'success' : 'info'} icon={<AccountBalanceIcon aria-hidden />} label={t(`hazard.city.${data.status}`)} sx={{ alignSelf: 'flex-start' }} />;
}
