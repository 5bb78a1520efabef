import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef } from 'react';
import { getSupabase } from './supabase-client';

/** A broadcast the database sent on a private topic. */
export interface LiveMessage {
  event: string;
  payload: Record<string, unknown>;
}

/**
 * Called with each message, and with `null` when the channel (re)joined after having been away:
 * whatever happened meanwhile was missed, so the listener catches up from the API.
 */
export type LiveListener = (message: LiveMessage | null) => void;

interface Entry {
  channel: RealtimeChannel;
  listeners: Set<LiveListener>;
}

// One channel per topic for the whole page, however many screens listen to it.
const entries = new Map<string, Entry>();
const REOPEN_AFTER_MS = 1000;

function open(topic: string, listeners: Set<LiveListener>, catchUp: boolean): Entry {
  const channel = getSupabase().channel(topic, { config: { private: true } });
  const entry: Entry = { channel, listeners };
  let joined = false;
  channel.on('broadcast', { event: '*' }, (message) => {
    const live: LiveMessage = { event: String(message.event), payload: message.payload ?? {} };
    for (const listener of [...entry.listeners]) listener(live);
  });
  // realtime-js rejoins by itself after a dropped socket (1, 2, 5 then 10 s); a channel the server
  // closed (a token that expired while the tab slept) is opened again here.
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') {
      if (joined || catchUp) for (const listener of [...entry.listeners]) listener(null);
      joined = true;
    } else if (status === 'CLOSED' && entries.get(topic) === entry) {
      entries.delete(topic);
      setTimeout(() => {
        if (entry.listeners.size > 0 && !entries.has(topic)) {
          void getSupabase().removeChannel(channel);
          entries.set(topic, open(topic, entry.listeners, true));
        }
      }, REOPEN_AFTER_MS);
    }
  });
  return entry;
}

/** Listens to a private topic; returns the function that stops listening. */
export function subscribeLiveTopic(topic: string, listener: LiveListener): () => void {
  let entry = entries.get(topic);
  if (!entry) {
    entry = open(topic, new Set(), false);
    entries.set(topic, entry);
  }
  const current = entry;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0 && entries.get(topic) === current) {
      entries.delete(topic);
      void getSupabase().removeChannel(current.channel);
    }
  };
}

export const LIVE_REFRESH_DELAY_MS = 250;

/**
 * Runs `refresh` when a message on `topic` matches `matches`, and after every rejoin. A burst of
 * messages (one per row of a bulk change) becomes one refresh.
 */
export function useLiveRefresh(
  topic: string | null,
  matches: (message: LiveMessage) => boolean,
  refresh: () => void,
): void {
  const latest = useRef({ matches, refresh });
  useEffect(() => {
    latest.current = { matches, refresh };
  });
  useEffect(() => {
    if (!topic) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeLiveTopic(topic, (message) => {
      if (message && !latest.current.matches(message)) return;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.refresh(), LIVE_REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [topic]);
}

/** The signed-in user's own topic (their notifications and their applications). */
export const userTopic = (userId: string) => `user:${userId}`;
/** Change signals for a company's staff. */
export const companyTopic = (companyId: string) => `company:${companyId}`;
/** Change signals for a vendor's members. */
export const vendorTopic = (vendorId: string) => `vendor:${vendorId}`;

/** A "something changed" signal about one table. */
export function isTableChange(message: LiveMessage, ...tables: string[]): boolean {
  return message.event === 'change' && tables.includes(String(message.payload.table));
}
