// Side-by-side comparison of the three plans: price, billing rhythm, monthly equivalent and savings, from the amounts
// of billing.plans (the same query as the cards); without Stripe only the rhythm and the features.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_PLANS, PLAN_MONTHS } from '@praxiform/domain';
import { useLocale } from '../../lib/locale';
import { formatPercent } from './format';
import { formatMoney, planOffers } from './pricing-math';
import { usePlansQuery } from './pricing-plans';

/** Whether the element is narrower than its content (it scrolls sideways), again at each change of either's size. */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/** `labelledBy`: the id of the section heading that names the comparison. */
export function PricingComparison({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const query = usePlansQuery();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(container);
  const hintId = useId();
  // The cards above show the loading and error states.
  if (!query.data) return null;
  const priced = query.data.configured ? planOffers(query.data.plans) : [];
  const offers = SUBSCRIPTION_PLANS.map((plan) => ({
    plan,
    months: query.data.plans.find((entry) => entry.plan === plan)?.months ?? PLAN_MONTHS[plan],
    offer: priced.find((offer) => offer.plan === plan),
  }));
  const money = (amount: number, currency: string) => formatMoney(locale, amount, currency);
  const pricedRows =
    priced.length > 0
      ? ([
          {
            key: 'price',
            cells: offers.map(({ plan, offer }) => (offer ? `${money(offer.price, offer.currency)} ${t(`plans.${plan}.period`)}` : '—')),
          },
          { key: 'perMonth', cells: offers.map(({ offer }) => (offer ? money(offer.perMonth, offer.currency) : '—')) },
          {
            key: 'savings',
            cells: offers.map(({ offer }) =>
              offer && offer.savings > 0 ? `${money(offer.savings, offer.currency)} (${formatPercent(locale, offer.savingsRatio)})` : '—',
            ),
          },
        ] as const)
      : [];
  const rows = [
    ...pricedRows.slice(0, 1),
    { key: 'billing', cells: offers.map(({ plan, months }) => t(`plans.${plan}.billing`, { months })) },
    ...pricedRows.slice(1),
    { key: 'features', cells: offers.map(() => t('comparison.all')) },
  ] as const;

  return (
    // On phones the table scrolls sideways; the sticky first column keeps each row named. While it scrolls, its container
    // is a tab stop whose arrow keys scroll it (WCAG 2.1.1, axe's scrollable-region-focusable) and a hint says so; where
    // it fits it is neither. The region is named by the section's heading.
    <>
      {scrolls && (
        <p id={hintId} className="mb-3 text-sm text-slate-600">
          {t('comparison.scrollHint')}
        </p>
      )}
      <div
        ref={setContainer}
        role="region"
        aria-labelledby={labelledBy}
        aria-describedby={scrolls ? hintId : undefined}
        tabIndex={scrolls ? 0 : undefined}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
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
    </>
  );
}
