// jsdom cannot compute pseudo-element styles; antd only asks to measure scrollbars.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
