import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectedStartPath, languageOfPath } from './admin-language';
import { createAdminApp } from './admin-app';
import { createAdminTexts } from './admin-texts';
import './admin.css';

/**
 * The admin screens' own entry (its own Vite build, decision 140): nothing of it reaches the
 * public pages. An unprefixed URL follows the site's language rule (SPEC §4) before the router
 * starts, so it sees the URL it will keep.
 */
const moveTo = detectedStartPath(window.location, navigator.language);
if (moveTo) window.history.replaceState(null, '', moveTo);
const texts = createAdminTexts(languageOfPath(window.location.pathname));
const AdminApp = createAdminApp(texts);
const container = document.getElementById('admin-root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
}
