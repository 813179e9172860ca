export declare const root: string;
export declare function cleanEnv(): NodeJS.ProcessEnv;
export declare function startShop(options: {
  dataDir: string;
  env?: Record<string, string>;
  logFile: string;
  build?: boolean;
  timeoutMs?: number;
}): Promise<{
  url: string;
  inboxUrl: string | undefined;
  startMs: number;
  stop: () => Promise<void>;
  pid: number | undefined;
}>;
