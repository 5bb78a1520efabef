import { startDevHarness } from '@portal/shared/dev';
import AreaRoutes from '../routes';

void startDevHarness('/candidate', AreaRoutes);
