import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTexts } from './LegalPageLayout';

/**
 * What the settings give, once GET /api/config has answered (always at once on a server-rendered
 * page); meanwhile a polite loading line, and a plain message when it failed.
 */
export function WithConfig<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = usePageTexts();
  if (query.isSuccess) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Typography role="alert" sx={{ mt: 3 }}>
        {t('loadError')}
      </Typography>
    );
  }
  return (
    <Typography role="status" color="text.secondary" sx={{ mt: 3 }}>
      {t('loading')}
    </Typography>
  );
}
