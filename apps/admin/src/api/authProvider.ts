import type { AuthProvider } from 'react-admin';
import { apiCall, tokenStore } from './client';
import { isResourceName, type Me, type ResourceName } from './types';

let current: Me | null = null;

async function me(): Promise<Me> {
  current ??= await apiCall('GET', 'admin/me');
  return current;
}

function forget(): void {
  current = null;
  tokenStore.clear();
}

/**
 * Sessions of the back office. The login page runs the sign-in steps (password, TOTP, enrolment, password change)
 * against the API itself and hands the finished, full session's token to `login`.
 */
export const authProvider: AuthProvider = {
  async login(params: { token?: string }) {
    if (!params.token) throw new Error('Sign in first.');
    current = await apiCall('GET', 'admin/me', { token: params.token });
    if (current.stage !== 'full') {
      current = null;
      throw new Error('The sign-in is not finished.');
    }
    tokenStore.set(params.token);
  },
  async logout() {
    if (tokenStore.get()) await apiCall('POST', 'admin/logout').catch(() => undefined);
    forget();
  },
  async checkAuth() {
    if (!tokenStore.get()) throw new Error('Please sign in.');
  },
  async checkError(error: { status?: number }) {
    // 401 (999): the session ended or expired. A 403 is a refusal for this role: stay signed in.
    if (error.status === 401) {
      forget();
      throw new Error('Your session has ended. Please sign in again.');
    }
  },
  async getPermissions(): Promise<ResourceName[]> {
    if (!tokenStore.get()) return [];
    const m = await me();
    return m.stage === 'full' ? m.resources.filter(isResourceName) : [];
  },
  async getIdentity() {
    const m = await me();
    return { id: m.id, fullName: `${m.username} · ${m.role}` };
  },
};
