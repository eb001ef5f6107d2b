import './editor.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('editor') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
