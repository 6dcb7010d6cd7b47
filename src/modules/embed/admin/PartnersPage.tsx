import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { QueryState } from '../../../ui/QueryState';
import type { PartnerDto } from '../contract';
import { usePartners } from '../ui/api/use-partners';
import { NS, ensureTexts } from './partners-texts';
import { PartnerFormDialog } from './PartnerFormDialog';
import { PartnerCard } from './PartnerCard';

/** Admin plugin page (/admin/embed/partners): register, edit and remove embed partners; their snippets. */
export default function PartnersPage() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const q = usePartners();
  // undefined: closed; null: a new partner; a partner: editing it.
  const [editing, setEditing] = useState<PartnerDto | null | undefined>(undefined);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Box>
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing(null)} sx={{ minHeight: 44 }}>
          {t('add')}
        </Button>
      </Box>
      <QueryState
        query={q}
        loading={t('loading')}
        retry={t('retry')}
        failed={(e) => t('loadFailed', { message: errorMessage(e, e.message) })}
        empty={t('empty')}
        isEmpty={(d) => d.partners.length === 0}
      />
      {q.data?.partners.map((p) => <PartnerCard key={p.id} partner={p} onEdit={() => setEditing(p)} />)}
      {editing !== undefined && <PartnerFormDialog key={editing?.id ?? 'new'} partner={editing} open onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
