import type { AreaRoutesProps } from '@portal/shared';
import type { ComponentType } from 'react';
import AreaRoutes from './routes';

// The shell mounts './routes' as ComponentType<AreaRoutesProps>; the type check fails here if the export drifts.
export const exposedRoutes: ComponentType<AreaRoutesProps> = AreaRoutes;
