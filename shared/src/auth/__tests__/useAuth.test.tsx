import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../AuthContext';
import { useAuth } from '../useAuth';

describe('useAuth', () => {
  it('throws when used outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('returns the provided value inside the provider', () => {
    const value = { user: null, loading: true } as AuthContextValue;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    );
    expect(renderHook(() => useAuth(), { wrapper }).result.current).toBe(value);
  });
});
