export default function _objectSpread2(target: object, ...sources: unknown[]): object;
