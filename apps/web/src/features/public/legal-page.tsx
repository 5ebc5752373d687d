// Legal pages (terms of sale, terms of use, GDPR information, privacy policy): one renderer for four texts.
import { FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { formatCalendarDate } from './format';
import { LEGAL_KINDS, LEGAL_LAST_UPDATED, parseLegalSections, type TLegalKind, type TLegalSection } from './legal-document';
import { CONTACT, legalValues } from './legal-values';

export type LegalPageProps = { kind: TLegalKind };

export function LegalPage({ kind }: LegalPageProps) {
  const { t } = useTranslation('legal');
  const locale = useLocale();
  const values = legalValues(locale);
  const sections = parseLegalSections(t(`${kind}.sections`, { ...values, returnObjects: true }));

  return (
    <div className="bg-white">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <Container size="narrow" className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('meta.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{t(`${kind}.title`)}</h1>
          <p className="mt-4 max-w-2xl text-base/7 text-pretty text-slate-600">{t(`${kind}.intro`, values)}</p>
          <p className="mt-6 text-sm text-slate-500">{t('meta.lastUpdated', { date: formatCalendarDate(locale, LEGAL_LAST_UPDATED) })}</p>
        </Container>
      </header>

      <Container size="narrow" className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:border-0 lg:bg-transparent lg:p-0">
            <h2 id="legal-toc-title" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('meta.toc')}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span className="w-5 shrink-0 text-slate-500 tabular-nums">{`${index + 1}.`}</span>
                  <a href={`#${section.id}`} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="min-w-0">
          {sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} />
          ))}

          <aside className="mt-12 rounded-2xl border border-brand-100 bg-brand-50/60 p-6">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Mail aria-hidden className="size-5 text-brand-700" />
              {t('meta.contactTitle')}
            </h2>
            <p className="mt-2 text-sm/6 text-slate-600">{t('meta.contactText', values)}</p>
            <a
              href={`mailto:${kind === 'rgpd' || kind === 'privacy' ? CONTACT.privacyEmail : CONTACT.legalEmail}`}
              className="mt-3 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {kind === 'rgpd' || kind === 'privacy' ? CONTACT.privacyEmail : CONTACT.legalEmail}
            </a>
          </aside>

          <nav aria-labelledby="legal-other-title" className="mt-10 border-t border-slate-200 pt-8">
            <h2 id="legal-other-title" className="text-sm font-semibold text-slate-900">
              {t('meta.otherDocuments')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {LEGAL_KINDS.filter((other) => other !== kind).map((other) => (
                <li key={other}>
                  <LocalizedLink
                    to={`/${other}`}
                    className="flex h-full items-center gap-2 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-700 transition-colors hover:border-brand-300 hover:text-brand-800"
                  >
                    <FileText aria-hidden className="size-4 shrink-0 text-slate-400" />
                    {t(`${other}.title`)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </Container>
    </div>
  );
}

function LegalSection({ section, number }: { section: TLegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24 border-b border-slate-100 py-8 first:pt-0 last:border-0">
      <h2 id={`${section.id}-title`} className="flex gap-3 text-xl font-semibold tracking-tight text-slate-900">
        <span className="text-brand-600 tabular-nums">{`${number}.`}</span>
        <span>{section.title}</span>
      </h2>
      <div className="mt-4 space-y-4 text-[0.95rem]/7 text-slate-700">
        {section.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list.length > 0 && (
          <ul className="list-disc space-y-2 pl-5 marker:text-brand-500">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {section.table && (
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              {section.table.head.length > 0 && (
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    {section.table.head.map((cell) => (
                      <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
              )}
              <tbody className="divide-y divide-slate-100">
                {section.table.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="w-2/5 px-4 py-3 align-top font-medium text-slate-900">
                      {row.label}
                    </th>
                    <td className="px-4 py-3 align-top text-slate-700">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {section.after.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
