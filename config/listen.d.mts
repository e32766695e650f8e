export declare function listenOrExit<T>(
  app: { listen(port: number, host: string | undefined, callback: (error?: Error) => void): T },
  options: { name: string; port: number; host: string | undefined; portSetting: string; onListening: () => void },
): T;
