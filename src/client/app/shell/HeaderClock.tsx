import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hydration';
import { toLanguage } from '../../../shared/language';
import { formatClock } from './plain-format';

/**
 * The current time, formatted for the active language (without Intl, see plain-format.ts), updated
 * at the start of every minute. The server does not know the person's clock or time zone: the
 * server-rendered page (and hydration) keeps the place empty, the time appears right after.
 * Styled by the .cq-clock rule of HeaderStyles (body2, tabular figures).
 */
export function HeaderClock({ now: fixedNow, id }: { now?: Date; id?: string }) {
  const hydrated = useHydrated();
  if (!hydrated && !fixedNow) return <span aria-hidden className="cq-clock" />;
  return <Clock fixedNow={fixedNow} id={id} />;
}

function Clock({ fixedNow, id }: { fixedNow?: Date; id?: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => fixedNow ?? new Date());

  useEffect(() => {
    if (fixedNow) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    const timeout = setTimeout(() => {
      tick();
      interval = setInterval(tick, 60_000);
    }, 60_000 - (Date.now() % 60_000));
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, [fixedNow]);

  const text = formatClock(now, toLanguage(i18n.language) ?? 'en');
  return (
    <time id={id} dateTime={now.toISOString()} aria-label={`${t('header.currentTime')}: ${text}`} className="cq-clock">
      {text}
    </time>
  );
}
