import Link from '@mui/material/Link';
import { contactParts } from '../../../shared/privacy-contact';

/** A contact line from the settings, its email addresses as mailto: links and its URLs as links. */
export function ContactLine({ text }: { text: string }) {
  return (
    <>
      {contactParts(text).map((part, i) =>
        part.kind === 'email' ? (
          <Link key={i} href={`mailto:${part.value}`}>
            {part.value}
          </Link>
        ) : part.kind === 'url' ? (
          <Link key={i} href={part.value} target="_blank" rel="noopener noreferrer">
            {part.value}
          </Link>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
