// The part of s3rver (3.7, no bundled types) the tests use: start on an address, stop, its middleware and store.
declare module 's3rver' {
  type TOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  };
  type TContext = { method: string; path: string; req: { complete: boolean; once(event: 'close', listener: () => void): void } };
  type TObject = { bucket: string; key: string; content: unknown };
  export default class S3rver {
    constructor(options: TOptions);
    /** Koa's middleware chain (s3rver extends Koa). */
    middleware: ((ctx: TContext, next: () => Promise<void>) => Promise<void>)[];
    store: { putObject(object: TObject): Promise<{ size: number; md5: string }> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
