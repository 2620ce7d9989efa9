export declare function stringify(value: unknown): string | undefined;
export declare function configure(): typeof stringify;
export default stringify;
