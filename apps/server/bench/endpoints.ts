// The three measured endpoints, each as a request factory for the app and one for the bare handler, with the
// throughput ratio each must reach (bench/README.md).
import type { TRequestFactory } from './measure';
import { BENCH_ANSWERS, type TSeed } from './seed';

const LIST_PAGE_SIZE = 20;
/** The list requests walk the first pages (sorted by name), as a practitioner paging through would. */
const LIST_PAGES = 20;

export type TSide = 'app' | 'bare';
export const SIDES: readonly TSide[] = ['app', 'bare'];

/** Tokens of unused links, handed out once each: a submit consumes its link. More can be added between runs. */
export class LinkPool {
  private readonly tokens: string[] = [];
  private used = 0;

  constructor(tokens: readonly string[]) {
    this.add(tokens);
  }

  add(tokens: readonly string[]): void {
    for (const token of tokens) this.tokens.push(token);
  }

  next(): string | null {
    return this.used < this.tokens.length ? (this.tokens[this.used++] as string) : null;
  }

  remaining(): number {
    return this.tokens.length - this.used;
  }
}

export type TEndpoint = {
  name: string;
  /** Target for app/bare saturation throughput. */
  ratioTarget: number;
  /** Target for app/bare server CPU time per request (the headline). */
  cpuTarget: number;
  app: TRequestFactory;
  bare: TRequestFactory;
  /** Set when each request consumes a link: the pools the run.ts sizes from the measured rate. */
  links?: Record<TSide, LinkPool>;
};

function cycle<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length] as T;
}

export function endpoints(seed: TSeed): TEndpoint[] {
  const auth = { authorization: `Bearer ${seed.sessionToken}` };
  const pages = Array.from({ length: LIST_PAGES }, (_, i) => i + 1);
  const appPage = cycle(pages);
  const barePage = cycle(pages);
  const appRead = cycle(seed.readTokens);
  const bareRead = cycle(seed.readTokens);
  const links = { app: new LinkPool(seed.submitTokens.app), bare: new LinkPool(seed.submitTokens.bare) };
  const body = JSON.stringify({ answers: BENCH_ANSWERS, consent: true });
  const submit = (side: TSide, prefix: string) => () => {
    const token = links[side].next();
    return token === null ? null : { method: 'POST' as const, path: `${prefix}/${token}`, body };
  };
  return [
    {
      name: `patients list (${LIST_PAGE_SIZE}/page)`,
      ratioTarget: 0.6,
      cpuTarget: 1.4,
      app: () => ({
        method: 'GET',
        path: `/api/trpc/patients.list?input=${encodeURIComponent(JSON.stringify({ page: appPage(), pageSize: LIST_PAGE_SIZE }))}`,
        headers: auth,
      }),
      bare: () => ({ method: 'GET', path: `/bare/patients?page=${barePage()}&pageSize=${LIST_PAGE_SIZE}`, headers: auth }),
    },
    {
      name: 'public form GET',
      ratioTarget: 0.8,
      cpuTarget: 1.2,
      app: () => ({ method: 'GET', path: `/api/public-forms/${appRead()}` }),
      bare: () => ({ method: 'GET', path: `/bare/public-forms/${bareRead()}` }),
    },
    {
      name: 'public form submit',
      ratioTarget: 0.8,
      cpuTarget: 1.2,
      app: submit('app', '/api/public-forms'),
      bare: submit('bare', '/bare/public-forms'),
      links,
    },
  ];
}
