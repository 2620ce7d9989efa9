export declare function merge<T extends object>(object: T, ...sources: unknown[]): T;
export declare function isEqual(a: unknown, b: unknown): boolean;
export declare function isEmpty(value: unknown): boolean;
