import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './city-email.ar.json';
import de from './city-email.de.json';
import en from './city-email.en.json';
import es from './city-email.es.json';
import fr from './city-email.fr.json';
import it from './city-email.it.json';
import nl from './city-email.nl.json';
import pl from './city-email.pl.json';

/** The texts in every offered language; they come with the Report screen's chunk (the first route's budget). */
const TEXTS = { en, de, fr, es, it, nl, pl, ar };
const NS = 'reportsCityEmail';
function ensureTexts(i18n: I18n) {
  addLazyTexts(i18n, NS, TEXTS);
}

export interface CityEmailChoiceProps {
  /** The person's confirmed address (named in the hint, so the person sees what would go). */
  email: string;
  /** Where it comes from: the account's verified e-mail, or the address confirmed for alerts (use-city-email.ts). */
  source: 'account' | 'alerts';
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * Issue 42: 'Share my e-mail address with the city for follow-ups', off unless ticked. The report
 * screen offers it only to a registered person with a confirmed address (the account's verified
 * e-mail, else the confirmed alerts address: api/use-city-email.ts), on a report not for
 * volunteers (the only kind filed with the city at once). Whether a city is connected for the spot
 * is not asked (it would cost a call): the hint says it is used only if the report goes to the city.
 */
export function CityEmailChoice({ email, source, checked, onChange, disabled }: CityEmailChoiceProps) {
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
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: 4, overflowWrap: 'anywhere' }}>
        {t(source === 'alerts' ? 'hintAlerts' : 'hint', { email, interpolation: { escapeValue: false } })}
      </Typography>
    </Box>
  );
}
