// The environment variables @praxiform/db reads itself (the db:* commands, the migrations folder of a bundle, the test
// set-up), validated like the server's (apps/server/src/env.ts). Callers that hold a validated value pass it instead.
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ZDbEnv = z.object({
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgresql://')
      .optional(),
  ),
  /** Where a bundled server finds the migrations (see findMigrationsDir). */
  PRAXIFORM_MIGRATIONS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test'], 'must be development, production or test').optional()),
});

export type TDbEnv = z.infer<typeof ZDbEnv>;

/** Reads and validates the variables at each call (tests may stub them); an invalid one throws, naming it. */
export function readDbEnv(source: NodeJS.ProcessEnv = process.env): TDbEnv {
  const parsed = ZDbEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}\nSee .env.example and the README.`);
  }
  return parsed.data;
}
