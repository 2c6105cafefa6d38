import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

export const loginAdmin = (password: string) => apiRequest<AdminLoginResponse>('/admin/login', { method: 'POST', body: { password } });

export const useLoginAdmin = () => useMutation({ mutationFn: loginAdmin });
