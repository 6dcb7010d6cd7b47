import { addLazyTexts } from '../../../client/lazy-texts';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { PHOTO_LICENCE } from '../../../shared/licences';
import ar from './photo-licence.ar.json';
import de from './photo-licence.de.json';
import fr from './photo-licence.fr.json';
import es from './photo-licence.es.json';
import it from './photo-licence.it.json';
import en from './photo-licence.en.json';
import nl from './photo-licence.nl.json';
import pl from './photo-licence.pl.json';

/** The texts in every offered language (addLazyTexts is typed by the language list). */
const TEXTS = { en, de, fr, es, it, nl, pl, ar };

/**
 * The question's texts come with the Report screen's chunk, not with every first load (the first
 * route's budget, docs/benchmarks.md): the question shows only once a photo is chosen.
 */
const NS = 'reportsPhotoLicence';
function ensureTexts(i18n: I18n) {
  addLazyTexts(i18n, NS, TEXTS);
}

export interface PhotoLicenceChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * Issue 22: the one question, asked right after the photo, whether this photo may be reused in open
 * data under CC BY 4.0. Off unless ticked; the hint says what it means (credit without a name, no
 * recall of copies) and links the licence and the open data page. The checkbox's accessible
 * description is the hint.
 */
export function PhotoLicenceChoice({ checked, onChange, disabled }: PhotoLicenceChoiceProps) {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} slotProps={{ input: { 'aria-describedby': hintId } }} />}
        label={t('label')}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
        {t('hint')}
      </Typography>
      <Typography variant="body2" sx={{ pl: 4, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <Link href={PHOTO_LICENCE.url} target="_blank" rel="noopener noreferrer">
          {t('licenceLink')}
        </Link>
        <Link component={RouterLink} to="/open-data">
          {t('openDataLink')}
        </Link>
      </Typography>
    </Box>
  );
}
