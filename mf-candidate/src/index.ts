// Federated builds are consumed through remoteEntry.js; this entry only keeps the routes chunk warm.
import('./routes');
