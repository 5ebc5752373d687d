// Auth state for the SPA: the stored token plus the current user, fetched with auth.me at start-up.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { apiRequest, readToken } from './http';
import { useTRPC } from './trpc';
import { authStatus, type TAuthStatus, type TCurrentUser } from './auth-state';

export type { TCurrentUser } from './auth-state';

export type TAuthContext = {
  token: string | null;
  user: TCurrentUser | null;
  status: TAuthStatus;
  isAuthenticated: boolean;
  isProfileComplete: boolean;
  /** After a login: keeps the token and, when the answer had it, the user. */
  signIn: (token: string, user?: TCurrentUser) => void;
  /** After a profile change. */
  setUser: (user: TCurrentUser) => void;
  /** Clears token and user even when the server call fails. */
  logout: () => Promise<void>;
};

const AuthContext = createContext<TAuthContext | null>(null);

function storedToken(): string | null {
  return typeof window === 'undefined' ? null : readToken(window.localStorage);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(storedToken);
  // The user as given by a login or profile change; otherwise the auth.me answer is used.
  const [userOverride, setUserOverride] = useState<TCurrentUser | null>(null);

  const meKey = useMemo(() => trpc.auth.me.queryKey(), [trpc]);
  const me = useQuery({ ...trpc.auth.me.queryOptions(undefined, { enabled: Boolean(token) && !userOverride, retry: false }), staleTime: Infinity });

  // Start-up fetch failed (expired session, server down): logged out; guarded routes then go to login.
  const meFailed = Boolean(token) && !userOverride && me.isError;
  const activeToken = meFailed ? null : token;
  const user = activeToken ? (userOverride ?? me.data?.user ?? null) : null;

  useEffect(() => {
    if (meFailed) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  }, [meFailed]);

  useEffect(() => {
    // Another tab logged in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY) return;
      queryClient.removeQueries({ queryKey: meKey });
      setToken(event.newValue);
      setUserOverride(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, meKey]);

  const signIn = useCallback(
    (nextToken: string, nextUser?: TCurrentUser) => {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, nextToken);
      queryClient.removeQueries({ queryKey: meKey });
      setToken(nextToken);
      setUserOverride(nextUser ?? null);
    },
    [queryClient, meKey],
  );

  const logout = useCallback(async () => {
    try {
      if (readToken(window.localStorage)) await apiRequest('/logout', { method: 'POST' }, { onUnauthorized: () => undefined });
    } catch {
      // The session is dropped locally whatever the server said.
    } finally {
      window.localStorage.removeItem(TOKEN_STORAGE_KEY);
      setToken(null);
      setUserOverride(null);
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<TAuthContext>(() => {
    return {
      token: activeToken,
      user,
      status: authStatus(activeToken, user),
      isAuthenticated: Boolean(activeToken),
      isProfileComplete: Boolean(user?.profileCompleted),
      signIn,
      setUser: setUserOverride,
      logout,
    };
  }, [activeToken, user, signIn, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): TAuthContext {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
