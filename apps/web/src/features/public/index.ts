// Public pages of the SPA: landing, FAQ, legal texts and pricing (rendered inside the shell's PublicLayout).
export { LandingPage } from './landing-page';
export { FaqPage } from './faq-page';
export { LegalPage } from './legal-page';
export type { LegalPageProps } from './legal-page';
export { PricingPage } from './pricing-page';
export { PricingPlans } from './pricing-plans';
