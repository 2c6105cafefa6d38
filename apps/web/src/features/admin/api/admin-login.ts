import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const loginAdmin = (password: string) => apiRequest<AdminLoginResponse>('/admin/login', { method: 'POST', body: { password } });

export const useLoginAdmin = () => useMutation({ mutationFn: loginAdmin });

/** Ends the session on the server too; a failure (already expired, offline) still signs the browser out. */
export const logoutAdmin = (token: string) => apiRequest<{ success: true }>('/admin/logout', { method: 'POST', token }).catch(() => undefined);
