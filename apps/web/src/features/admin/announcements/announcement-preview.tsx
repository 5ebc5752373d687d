// The banner as practitioners will see it, in a language the admin picks, while the announcement is being written.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementTexts, type TLocale } from '@praxiform/domain';
import { AnnouncementNotice } from '../../../components/layout/announcement-banner';
import { SelectField } from '../../../components/ui';
import { LANGUAGES, type TValues } from './announcement-values';

export function AnnouncementPreview({ values }: { values: TValues }) {
  const { t } = useTranslation('announcements');
  const previewId = useId();
  const [previewLocale, setPreviewLocale] = useState<TLocale>('fr');
  const preview = announcementTexts(
    {
      title: values.title.trim(),
      body: values.body.trim(),
      titleEn: values.titleEn.trim() || null,
      bodyEn: values.bodyEn.trim() || null,
      titleNl: values.titleNl.trim() || null,
      bodyNl: values.bodyNl.trim() || null,
    },
    previewLocale,
  );

  return (
    <section aria-labelledby={`${previewId}-heading`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id={`${previewId}-heading`} className="text-sm font-semibold text-slate-900">
            {t('preview.title')}
          </h3>
          <p className="text-xs text-slate-600">{t('preview.text')}</p>
        </div>
        <SelectField
          label={t('preview.language')}
          value={previewLocale}
          onChange={(event) => setPreviewLocale(event.target.value as TLocale)}
          className="w-full sm:w-44"
        >
          {LANGUAGES.map(({ locale, legend }) => (
            <option key={locale} value={locale}>
              {t(legend)}
            </option>
          ))}
        </SelectField>
      </div>
      <div data-testid="announcement-preview" lang={previewLocale}>
        <AnnouncementNotice
          level={values.level}
          title={preview.title || t('preview.emptyTitle')}
          body={preview.body || t('preview.emptyBody')}
          titleId={`${previewId}-title`}
        />
      </div>
    </section>
  );
}
