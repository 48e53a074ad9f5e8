/**
 * The browser build's `side-channel` (needed by qs, which umi-request uses): the same API on the
 * WeakMap and Map every target browser has. The package itself carries object-inspect and
 * get-intrinsic, over 10 KiB gzip in the first script, for engines without them.
 */
'use strict';

const isObject = (key) => key !== null && (typeof key === 'object' || typeof key === 'function');

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const store = (key) => (isObject(key) ? objects : primitives);
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
