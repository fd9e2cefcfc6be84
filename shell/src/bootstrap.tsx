import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession, loadInitializationStatus } from '@grocery/shared-api';
import '@grocery/shared-ui/styles.css';
import './app/shell.css';
import { App } from './app/app';
import { startRemotes } from './app/federation/remote-registry';

// All start before the first render: the remotes' locations, the stored session and the
// initialization status are fetched while React mounts, and none blocks the login page.
void startRemotes();
void bootstrapSession();
void loadInitializationStatus();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
