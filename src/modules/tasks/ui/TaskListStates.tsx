import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while a list loads (announced once as 'Loading tasks...'). */
export function TaskListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('tasks');
  return (
    <Stack spacing={1.5} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" aria-hidden sx={{ display: 'flex', gap: 1.5, p: 1.5 }}>
          <Skeleton variant="rounded" width={88} height={88} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" height={28} />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

/** 'Error loading tasks: {message}' with a retry. */
export function TaskListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('tasks');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    >
      {t('list.error', { message })}
    </Alert>
  );
}

export function EmptyState({ icon, title, body, action }: { icon: ReactNode; title?: string; body: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box aria-hidden sx={{ '& svg': { fontSize: 56 }, mb: 1 }}>
        {icon}
      </Box>
      {title && (
        <Typography component="h3" variant="h6" color="text.primary" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <Typography>{body}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
