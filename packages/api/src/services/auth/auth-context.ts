// What the account services need from a request: the shared dependencies plus the caller's IP and user agent.
import type { ApiDeps } from '../../context';

export type TAuthContext = ApiDeps & { ip: string | null; userAgent: string | null };
