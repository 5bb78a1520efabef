import { configure } from '@testing-library/react';

// antd's Select schedules work through MessageChannel, which jsdom does not provide.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  class TimerMessageChannel {
    port1 = new TimerMessagePort();
    port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// Large antd forms re-render slowly in jsdom on busy machines; wait longer for async UI.
configure({ asyncUtilTimeout: 10_000 });
