import { startEarlyRequests } from './startup/early-requests';

startEarlyRequests(window.location.pathname);
// Async boundary so shared singletons are negotiated before any of them is used; in a task of its
// own, apart from evaluating this entry (the federation runtime).
setTimeout(() => import('./bootstrap'), 0);
