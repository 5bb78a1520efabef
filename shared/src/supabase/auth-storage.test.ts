import { clearLocalAuthKeys, mayHaveSession } from './auth-storage';

const at = (hash = '', search = '') => ({ hash, search });

describe('mayHaveSession', () => {
  afterEach(() => window.localStorage.clear());

  it('is false for a visitor with nothing stored and a plain URL', () => {
    window.localStorage.setItem('theme', 'dark');
    expect(mayHaveSession(window.localStorage, at('', '?redirect=/company'))).toBe(false);
  });

  it('is true when supabase-js stored a session', () => {
    window.localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(mayHaveSession(window.localStorage, at())).toBe(true);
  });

  it('is true when a confirmation or recovery link carries tokens or a code', () => {
    expect(mayHaveSession(window.localStorage, at('#access_token=x&type=recovery'))).toBe(true);
    expect(mayHaveSession(window.localStorage, at('', '?code=abc'))).toBe(true);
    expect(mayHaveSession(window.localStorage, at('#error_description=Link+expired'))).toBe(true);
  });

  it('forgets a session once the auth keys are cleared', () => {
    window.localStorage.setItem('sb-localhost-auth-token', '{}');
    window.localStorage.setItem('sb-localhost-auth-token-code-verifier', 'v');
    clearLocalAuthKeys();
    expect(mayHaveSession(window.localStorage, at())).toBe(false);
  });
});
