// auth: who is logged in (login, registration and 2FA arrive with the accounts issue).
import { router } from '../../trpc';
import { me } from './me';

export const authRouter = router({ me });
