import { AreaError, PageLoader, type AreaRoutesProps } from '@portal/shared';
import {
  Component,
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

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  resetKey: string;
  children: ReactNode;
}

/** Keeps a crashing area inside its own frame: header, footer and other areas stay usable. */
class AreaErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  render() {
    if (this.state.error) {
      return (
        <AreaError
          title={this.props.title}
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType<AreaRoutesProps> }
  | { status: 'failed'; error: unknown };

function initialState(remote: AreaRemote): LoadState {
  const Routes = readyAreaRoutes(remote);
  return Routes ? { status: 'ready', Routes } : { status: 'loading' };
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
    loadAreaRoutes(remote).then(
      (Routes) => active && startTransition(() => setState({ status: 'ready', Routes })),
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
  const { Routes } = state;
  return (
    <AreaErrorBoundary title={AREA_TITLES[remote]} onRetry={retry} resetKey={location.pathname}>
      <Routes notFound={<NotFound />} />
    </AreaErrorBoundary>
  );
}
