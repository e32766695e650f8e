export declare const LIVENESS_PATH: '/_/health/live';
export declare const READINESS_PATH: '/_/health/ready';
import type { Server } from 'node:http';

export declare function listenOrExit<T>(
  app: { listen(port: number, host: string | undefined, callback: (error?: Error) => void): T },
  options: { name: string; port: number; host: string | undefined; portSetting: string; onListening: () => void },
): T;
export declare function drainOnSignals(
  server: Server,
  options: {
    name: string;
    timeoutMs?: number;
    cleanup?: () => Promise<void> | void;
    exit?: (code: number) => void;
    signals?: NodeJS.Signals[];
  },
): (signal?: NodeJS.Signals) => void;
export declare function serverGroup(servers: Server[]): Server;
