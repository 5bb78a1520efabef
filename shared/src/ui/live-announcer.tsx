import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

/** How long an announcement stays in the live region (screen readers read it on arrival). */
const KEPT_MS = 7000;

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/**
 * One polite live region for the whole portal, present from the first render: screen readers
 * announce text added to a region that already exists, while a toast or a badge that appears
 * with its text already in it often goes unread.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const announce = useCallback<Announce>((text) => {
    const id = (nextId.current += 1);
    setMessages((current) => [...current, { id, text }]);
    setTimeout(() => setMessages((current) => current.filter((m) => m.id !== id)), KEPT_MS);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" data-testid="live-announcer" style={VISUALLY_HIDDEN}>
        {messages.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Reads a short text to screen-reader users without moving their focus (a status that changed, a new notification). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/**
 * Reads `describe(value)` out when `value` changes while the screen is open (a status someone else
 * changed, refreshed live); the first value and a value still loading are not read.
 */
export function useAnnounceChange<T>(value: T | undefined, describe: (value: T) => string): void {
  const announce = useAnnounce();
  const previous = useRef(value);
  const describeRef = useRef(describe);
  describeRef.current = describe;
  useEffect(() => {
    if (previous.current !== undefined && value !== undefined && previous.current !== value) {
      announce(describeRef.current(value));
    }
    previous.current = value;
  }, [announce, value]);
}
