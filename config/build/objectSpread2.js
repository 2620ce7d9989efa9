// Babel's object-spread helper (`{ ...props, key }` in antd's and rc-*'s compiled code), with a native fast
// path. The original defines each key in turn through two more helpers; on the cold coupon list that came to
// about 20 ms of the main thread, for nearly every props object. Object.assign copies the same own enumerable
// keys, strings and symbols, in one call, and differs only where it would call a setter on the target: Babel
// spreads into fresh objects, whose one setter is `__proto__`, so a source with its own `__proto__` key (JSON
// can have one) is copied key by key as before. Even arguments are object literals: their property
// descriptors are copied, as Babel does.
export default function _objectSpread2(target) {
  for (let index = 1; index < arguments.length; index++) {
    const source = arguments[index] ?? {};
    if (index % 2 === 0) Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
    else if (Object.prototype.hasOwnProperty.call(source, '__proto__')) defineEach(target, Object(source));
    else Object.assign(target, source);
  }
  return target;
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
