import { prefetchRemotePage } from './app/federation/prefetch-remote-page';

// The async boundary: federation negotiates the shared singletons before the app runs.
import('./bootstrap');

// The shell's shared singletons are eager (in this entry chunk), so the remote page a
// signed-in user opened starts loading now, while the app's own chunk downloads and runs.
prefetchRemotePage(window.location.pathname);
