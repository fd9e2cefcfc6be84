import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession } from '@grocery/shared-api';
import '@grocery/shared-ui/styles.css';
import './app/shell.css';
import { App } from './app/app';
import { startRemotes } from './app/federation/remote-registry';

// Both start before the first render: the remotes' locations and the stored session are
// fetched while React mounts, and neither blocks the login page.
void startRemotes();
void bootstrapSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
