// Side-by-side comparison of the three plans: price, billing rhythm, monthly equivalent and savings.
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { formatEuros, formatPercent } from './format';
import { planOffers } from './pricing-math';

export function PricingComparison() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const offers = planOffers();
  const rows = [
    { key: 'price', cells: offers.map((offer) => `${formatEuros(locale, offer.price)} ${t(`plans.${offer.plan}.period`)}`) },
    { key: 'billing', cells: offers.map((offer) => t(`plans.${offer.plan}.billing`, { months: offer.months })) },
    { key: 'perMonth', cells: offers.map((offer) => formatEuros(locale, offer.perMonth)) },
    {
      key: 'savings',
      cells: offers.map((offer) =>
        offer.savings > 0 ? `${formatEuros(locale, offer.savings)} (${formatPercent(locale, offer.savingsRatio)})` : '—',
      ),
    },
    { key: 'features', cells: offers.map(() => t('comparison.all')) },
  ] as const;

  return (
    // On phones the table scrolls sideways; the sticky first column keeps each row named.
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t('comparison.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <td className="sticky left-0 bg-slate-50 px-5 py-4" />
            {offers.map((offer) => (
              <th key={offer.plan} scope="col" className="px-5 py-4 font-semibold text-slate-900">
                {t(`plans.${offer.plan}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="sticky left-0 bg-white px-5 py-4 font-medium text-slate-600">
                {t(`comparison.rows.${row.key}`)}
              </th>
              {row.cells.map((cell, index) => (
                <td key={offers[index]?.plan} className="px-5 py-4 text-slate-800 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
