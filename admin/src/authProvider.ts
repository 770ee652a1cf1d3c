import type { AuthProvider } from 'react-admin';
import { api } from './api';

interface Me { user: { id: string; email: string; name?: string | null; roles: string[] } | null }

let me: Promise<Me> | undefined;
const whoAmI = () => (me ??= api<Me>('/api/users/me').catch(() => ({ user: null })));

/** Sign-in through the service's session cookie (HttpOnly): nothing is kept in the browser's storage. */
export const authProvider: AuthProvider = {
  async login({ username, email, password }) {
    await api('/api/users/login', { method: 'POST', json: { email: email ?? username, password } });
    me = undefined;
    // The forms and what they offer follow the signed-in user's schema: start again with it.
    window.location.assign(`${import.meta.env.BASE_URL}#/`);
    window.location.reload();
  },
  async logout() {
    await api('/api/users/logout', { method: 'POST' }).catch(() => {});
    me = undefined;
  },
  async checkAuth() {
    if (!(await whoAmI()).user) {
      me = undefined;
      throw new Error('Please sign in.');
    }
  },
  async checkError(error) {
    if (error?.status === 401) {
      me = undefined;
      throw error;
    }
  },
  async getIdentity() {
    const { user } = await whoAmI();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name || user.email };
  },
  async getPermissions() {
    return (await whoAmI()).user?.roles ?? [];
  },
};
