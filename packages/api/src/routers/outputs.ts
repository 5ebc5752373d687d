// Output schemas any router may use; a router folder never imports another one (architecture.test.ts).
import { z } from 'zod';

/** The answer of a mutation that has nothing to return but its success. */
export const ZSuccess = z.object({ success: z.literal(true) });
