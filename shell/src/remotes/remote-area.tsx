import { AreaError, AreaErrorBoundary, PageLoader, type AreaRoutesProps } from '@portal/shared';
import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '../routing/not-found';
import { loadAreaRoutes, readyAreaRoutes, type AreaRemote } from './remote-registry';

const AREA_TITLES: Record<AreaRemote, string> = {
  'mf-public': 'This page could not be loaded',
  'mf-admin': 'The administration area could not be loaded',
  'mf-company': 'The company workspace could not be loaded',
  'mf-candidate': 'The candidate area could not be loaded',
  'mf-vendor': 'The talent vendor area could not be loaded',
};

type Provider = ComponentType<{ children: ReactNode }>;

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType<AreaRoutesProps>; Data: Provider }
  | { status: 'failed'; error: unknown };

function PublicData({ children }: { children: ReactNode }) {
  return children;
}

// The page's query cache loads with the first area that reads data, beside the area's own code.
// The public area's first pages (home, sign-in) read none and stay without it: its few pages that
// do read data provide the same cache themselves.
let dataProvider: Provider | null = null;
function loadDataProvider(remote: AreaRemote): Promise<Provider> {
  if (remote === 'mf-public') return Promise.resolve(PublicData);
  if (dataProvider) return Promise.resolve(dataProvider);
  return import('@portal/shared/query').then(({ QueryProvider }) => {
    dataProvider = QueryProvider;
    return QueryProvider;
  });
}

function initialState(remote: AreaRemote): LoadState {
  const Routes = readyAreaRoutes(remote);
  const Data = remote === 'mf-public' ? PublicData : dataProvider;
  return Routes && Data ? { status: 'ready', Routes, Data } : { status: 'loading' };
}

export function RemoteArea({ remote }: { remote: AreaRemote }) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote));

  useEffect(() => {
    let active = true;
    setState(initialState(remote));
    // An area's pages are a large tree: rendered as a transition, React yields to the browser
    // every few milliseconds instead of blocking input until the whole area is drawn.
    Promise.all([loadAreaRoutes(remote), loadDataProvider(remote)]).then(
      ([Routes, Data]) =>
        active && startTransition(() => setState({ status: 'ready', Routes, Data })),
      (error: unknown) => active && startTransition(() => setState({ status: 'failed', error })),
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'failed') {
    return <AreaError title={AREA_TITLES[remote]} error={state.error} onRetry={retry} />;
  }
  const { Routes, Data } = state;
  return (
    <AreaErrorBoundary title={AREA_TITLES[remote]} onRetry={retry} resetKey={location.pathname}>
      <Data>
        <Routes notFound={<NotFound />} />
      </Data>
    </AreaErrorBoundary>
  );
}
