import { configure } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';

/**
 * antd's Select and Overflow schedule work through MessageChannel, which jsdom lacks. Node's own
 * ports stay referenced once they have a listener and would keep jest alive, so deliver messages
 * on a plain macrotask instead.
 */
class ImmediatePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  partner: ImmediatePort | null = null;
  postMessage(data: unknown) {
    nodeSetImmediate(() => this.partner?.onmessage?.({ data }));
  }
  close() {}
  start() {}
}

class ImmediateMessageChannel {
  port1 = new ImmediatePort();
  port2 = new ImmediatePort();
  constructor() {
    this.port1.partner = this.port2;
    this.port2.partner = this.port1;
  }
}

if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, { MessageChannel: ImmediateMessageChannel });
}

// jsdom cannot compute pseudo-element styles; antd only asks to measure scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

configure({ asyncUtilTimeout: 5000 });
