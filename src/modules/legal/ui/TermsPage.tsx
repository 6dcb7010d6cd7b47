import { TERMS_DATE, TERMS_VERSION } from '../contract';
import { Bullets, LegalPageLayout, LegalSection, Paragraph, usePageTexts } from './LegalPageLayout';
import { formatDay } from './page-texts';

interface TermsSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/**
 * /terms (issue 22): the terms of use in plain words: what the service is, that points are no money,
 * how to take part and stay safe, the rights to one's photos and texts (with the open data licences),
 * moderation, liability, changes and law. Static text; who the operator is stands in the imprint.
 */
export default function TermsPage() {
  const { t } = usePageTexts();
  const sections = t('terms.sections', { returnObjects: true }) as unknown;
  const list: TermsSection[] = Array.isArray(sections) ? (sections as TermsSection[]) : [];
  return (
    <LegalPageLayout title={t('terms.title')} meta={t('terms.meta', { version: TERMS_VERSION, date: formatDay(t, TERMS_DATE) })}>
      {list.map((section) => (
        <LegalSection key={section.heading} heading={section.heading}>
          {section.paragraphs?.map((p) => <Paragraph key={p}>{p}</Paragraph>)}
          {section.items && <Bullets items={section.items} />}
        </LegalSection>
      ))}
    </LegalPageLayout>
  );
}
