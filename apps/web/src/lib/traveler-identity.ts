/**
 * The traveller's only identity is a user id in local storage (traveller-side.md §1, §6).
 * Storage can be unavailable (private mode, disabled): then the visitor is simply anonymous.
 */
const USER_ID_KEY = 'userId';

export function getStoredUserId(): string | null {
  try {
    return window.localStorage.getItem(USER_ID_KEY);
  } catch {
    return null;
  }
}

export function storeUserId(id: string): void {
  try {
    window.localStorage.setItem(USER_ID_KEY, id);
  } catch {
    // anonymous visitor: the flow still works for this page view
  }
}

