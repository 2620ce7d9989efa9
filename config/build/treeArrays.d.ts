export declare function arrDel<T>(list: readonly T[] | undefined, value: T): T[];
export declare function arrAdd<T>(list: readonly T[] | undefined, value: T): T[];
