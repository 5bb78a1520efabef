import { theme } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LiveAnnouncer } from './live-announcer';

const FeedbackHolders = lazy(() => import('./feedback-holders'));

type Section = keyof useAppProps;
type Call = (api: useAppProps) => void;

/**
 * What antd's App provides (App.useApp(): message, notification, modal, and the base text style),
 * with the toast and dialog code loaded when the first one is shown or the visitor starts typing:
 * most first pages show none, and antd's App would put all three on every first page.
 */
export function AppFeedback({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const ready = useRef<useAppProps | null>(null);
  const queue = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);

  const api = useMemo(() => {
    const section = (name: Section) =>
      new Proxy(
        {},
        {
          get:
            (_target, method: string) =>
            (...args: unknown[]) => {
              const run = (loaded: useAppProps) =>
                (loaded[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[method](
                  ...args,
                );
              if (ready.current) return run(ready.current);
              queue.current.push(run);
              setWanted(true);
              return undefined;
            },
        },
      );
    return {
      message: section('message'),
      notification: section('notification'),
      modal: section('modal'),
    } as useAppProps;
  }, []);

  useEffect(() => {
    const warmUp = () => setWanted(true);
    document.addEventListener('input', warmUp, { capture: true, once: true });
    return () => document.removeEventListener('input', warmUp, { capture: true });
  }, []);

  const onReady = useCallback((loaded: useAppProps) => {
    ready.current = loaded;
    queue.current.splice(0).forEach((run) => run(loaded));
  }, []);

  return (
    <AppContext.Provider value={api}>
      <LiveAnnouncer>
        <div
          style={{
            color: token.colorText,
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {children}
        </div>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={onReady} />
          </Suspense>
        )}
      </LiveAnnouncer>
    </AppContext.Provider>
  );
}
