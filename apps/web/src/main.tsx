import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { i18nReady } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first paint waits for the user's catalogue (one small chunk): never a flash of raw keys.
await i18nReady;

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
