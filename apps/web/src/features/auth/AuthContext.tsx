import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * Sign-in state. There is no account or credential step: this is a local two-state preview toggle kept in
 * React state only (it resets when the page is reloaded). Signed in, the header shows the parliamentary
 * debates ticker.
 */
export interface AuthState {
  signedIn: boolean;
  signIn(): void;
  signOut(): void;
  toggle(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides the sign-in toggle to the app. Mount once, above the header. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(false);
  const signIn = useCallback(() => setSignedIn(true), []);
  const signOut = useCallback(() => setSignedIn(false), []);
  const toggle = useCallback(() => setSignedIn((v) => !v), []);
  const value = useMemo(() => ({ signedIn, signIn, signOut, toggle }), [signedIn, signIn, signOut, toggle]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state; throws when used outside AuthProvider. */
export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
