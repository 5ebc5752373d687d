// Entry point of the SPA: global styles, then, once the shell's texts of the starting language are loaded (lib/i18n.ts),
// the app into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18nReady } from './lib/i18n';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
