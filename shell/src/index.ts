import { bootstrapSession, getSession, loadInitializationStatus } from '@grocery/shared-api';
import { prefetchRemotePage } from './app/federation/prefetch-remote-page';
import { startRemotes } from './app/federation/remote-registry';
import { prefetchPublicPage } from './app/routing/lazy-pages';

// The async boundary: federation negotiates the shared singletons before the app runs. The app
// is in this entry chunk all the same ("eager"): as a chunk of its own it was one more request
// after this script had run, and on a busy server the main thread sat idle waiting for it.
import(/* webpackMode: "eager" */ './bootstrap');

// The shell's shared singletons are eager (in this entry chunk), so everything the first screen
// waits for starts here, while the app's own chunk downloads and runs: the store's status, the
// stored session's check, the remotes' locations, and the page itself (a signed-in user's
// remote page, or a visitor's login or landing page).
void loadInitializationStatus();
void bootstrapSession();
void startRemotes();
if (getSession()) prefetchRemotePage(window.location.pathname);
else prefetchPublicPage(window.location.pathname);
