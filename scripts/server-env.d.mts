export declare const MALLOC_TUNABLES: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare function serverEnvironment<T extends Record<string, string | undefined> = NodeJS.ProcessEnv>(
  env?: T,
): T & { GLIBC_TUNABLES: string };
