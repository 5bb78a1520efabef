import { configure } from '@testing-library/react';

// antd's Select schedules work through MessageChannel, which jsdom lacks; a timer-based
// stand-in keeps no handle open after the tests.
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close() {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd screens render slowly in jsdom on a busy machine; give queries and tests room.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
