// Entry point of the SPA: global styles, then, once the shell's texts of the starting language are loaded (lib/i18n.ts),
// the app into #root. The public and sign-in pages have an entry of their own, guest-main.tsx (docs/architecture.md,
// "The guest pages"); the SPA still has their routes, for the navigations that start inside it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18n, startI18n } from './lib/i18n';
import { SHELL_NAMESPACES } from './lib/i18n-namespaces';
import { routes } from './routes/route-table';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void startI18n(SHELL_NAMESPACES).then(() => {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App routes={routes} i18n={i18n} />
    </StrictMode>,
  );
});
