import type { ReactNode } from 'react';

/** Props the shell passes to the route subtree every remote exposes as './routes'. */
export interface AreaRoutesProps {
  /** The shell's not-found page, for unknown paths inside the area. */
  notFound: ReactNode;
}
