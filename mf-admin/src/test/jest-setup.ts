import { MessageChannel } from 'node:worker_threads';

// antd's Select schedules work through MessageChannel, which jsdom lacks.
if (!('MessageChannel' in globalThis)) {
  Object.assign(globalThis, { MessageChannel });
}

// jsdom cannot compute pseudo-element styles; antd only asks to measure scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
