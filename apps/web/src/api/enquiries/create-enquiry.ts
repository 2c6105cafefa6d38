import type { CreateEnquiryBody, CreateEnquiryResponse } from '@safari/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/enquiries: turns an enquiry into leads for agents; the idempotency key makes retries and double clicks harmless. */
export function createEnquiry(body: CreateEnquiryBody) {
  return apiRequest<CreateEnquiryResponse>('/enquiries', { method: 'POST', body });
}
