import { REALTIME_HEARTBEAT_MS, realtimeReconnectDelay } from './supabase-client';

describe('realtime timing', () => {
  it('beats every 30 s', () => {
    expect(REALTIME_HEARTBEAT_MS).toBe(30_000);
  });

  it('reconnects after 1, 2, 5, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(realtimeReconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
  });
});
