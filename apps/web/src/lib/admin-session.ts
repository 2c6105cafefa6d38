/**
 * The admin session token lives in sessionStorage: it ends with the tab, so a shared office computer
 * does not stay signed in to the review tool (DESIGN.md §4: the password is checked by the server).
 */
const ADMIN_TOKEN_KEY = 'adminToken';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_KEY) || null;
}

export function storeAdminToken(token: string) {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken() {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
}
