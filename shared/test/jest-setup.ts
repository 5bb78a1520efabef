import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// antd's responsive hooks read matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

Object.assign(globalThis, { TextDecoder, TextEncoder });

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// antd's Select and Overflow schedule work through MessageChannel, which jsdom lacks. Node's own
// ports keep jest alive once they have a listener, so deliver messages on a timer instead.
class TimerMessagePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: TimerMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.partner;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}

if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd forms render slowly in jsdom on a two-core CI machine running several workers.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

// jsdom cannot compute pseudo-element styles; antd only asks to measure scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
