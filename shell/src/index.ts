import { startEarlyRequests } from './startup/early-requests';

startEarlyRequests(window.location.pathname);
// Async boundary so shared singletons are negotiated before any of them is used.
import('./bootstrap');
