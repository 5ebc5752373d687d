// Footer of the public site: product and legal links, EU hosting note, copyright.
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@praxiform/domain';
import { LocalizedLink } from '../../lib/locale';
import { Container } from '../ui';
import { BrandLogo } from './brand-logo';

const PRODUCT_LINKS = [
  { to: '/subscription/pricing', label: 'nav.pricing' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/login', label: 'layout.signIn' },
  { to: '/register', label: 'layout.freeTrial' },
] as const;

const LEGAL_LINKS = [
  { to: '/cgv', label: 'pages.Cgv' },
  { to: '/cgu', label: 'pages.Cgu' },
  { to: '/rgpd', label: 'pages.Rgpd' },
  { to: '/privacy', label: 'pages.Privacy' },
] as const;

function FooterColumn({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <LocalizedLink to={link.to} className="rounded text-sm text-slate-600 transition-colors hover:text-brand-700">
              {t(link.label)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <BrandLogo />
          <p className="mt-3 max-w-sm text-sm leading-6 text-slate-600">{t('layout.footer.tagline')}</p>
          <p className="mt-3 text-xs text-slate-500">{t('layout.footer.hosting')}</p>
        </div>
        <FooterColumn title={t('layout.footer.product')} links={PRODUCT_LINKS} />
        <FooterColumn title={t('layout.footer.legal')} links={LEGAL_LINKS} />
      </Container>
      <div className="border-t border-slate-100">
        <Container className="py-6 text-sm text-slate-500">
          {/* Prerendered pages (src/prerender/) carry their build's year: a new year keeps it until the next render. */}
          <span suppressHydrationWarning>{t('layout.footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</span>
        </Container>
      </div>
    </footer>
  );
}
