// Babel's object-spread helper (`{ ...props, key }` in antd's and rc-*'s compiled code), with a native fast
// path. Babel compiles `{ ...a, key }` to `spread(spread({}, a), {}, { key })`: odd arguments are what is
// spread, even ones the object literals written beside them. The original defines each key in turn, and copies
// the literals by their property descriptors, which turns the new object into a slow dictionary: on a list's
// next page that came to about 30 ms of the main thread (a CPU profile; 8x a plain copy in Node). Object.assign
// copies the same own enumerable keys, strings and symbols, in one call, and differs only where it would call a
// setter on the target or a getter on the source: Babel spreads into fresh objects, whose one setter is
// `__proto__`, so a source with its own `__proto__` key (JSON can have one) is copied key by key as before; and
// a literal with a getter keeps its descriptors, as Babel does.
export default function _objectSpread2(target) {
  for (let index = 1; index < arguments.length; index++) {
    const source = arguments[index] ?? {};
    if (index % 2 === 0 && hasGetter(source)) {
      Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
    } else if (Object.prototype.hasOwnProperty.call(source, '__proto__')) defineEach(target, Object(source));
    else Object.assign(target, source);
  }
  return target;
}

/** Whether an object literal has a getter (cheaper than taking all its descriptors: literals are small). */
function hasGetter(literal) {
  for (const key in literal) {
    if (Object.getOwnPropertyDescriptor(literal, key)?.get) return true;
  }
  return false;
}

function defineEach(target, source) {
  for (const key of Reflect.ownKeys(source)) {
    if (!Object.prototype.propertyIsEnumerable.call(source, key)) continue;
    Object.defineProperty(target, key, {
      value: source[key],
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
}
