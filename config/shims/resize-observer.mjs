/**
 * The browser build's `resize-observer-polyfill` (antd's rc-resize-observer): every target
 * browser has ResizeObserver.
 */
export default globalThis.ResizeObserver;
